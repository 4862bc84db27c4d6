// The probe's Python: Pyodide and app.tar.gz from the published site one folder up, as in the app.
import { loadPyodide } from "../pyodide/pyodide.mjs";

let pyodide;
try {
  pyodide = await loadPyodide();
  const archive = await (await fetch("../app.tar.gz")).arrayBuffer();
  pyodide.unpackArchive(archive, "gztar", { extractDir: "/home/pyodide" });
  pyodide.runPython("import os, sys; os.chdir('/home/pyodide'); sys.path[:0] = ['/home/pyodide/__pypackages__', '/home/pyodide']");
  self.postMessage({ ready: true });
} catch (error) {
  self.postMessage({ failed: String(error) });
}

self.onmessage = async ({ data: { id, code } }) => {
  try {
    let result = await pyodide.runPythonAsync(code);
    if (result && typeof result.toJs === "function") {
      const proxy = result;
      try {
        result = proxy.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false });
      } catch {
        result = String(proxy); // not plain data (a StoredMatch): its repr
      }
      proxy.destroy();
    }
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
