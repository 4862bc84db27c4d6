// Runs Python under the Pyodide that flet-web ships, in Node without a browser:
//   node run_pyodide.mjs JOB.json
// JOB: {"pyodide": dir of pyodide.mjs, "mounts": {"/path/in/pyodide": "/real/dir"}, "path": [sys.path entries],
//       "code": Python source whose last expression is an int}. The folders are mounted with NODEFS; the
// process exits with that int, so the caller sees failures. Python's output goes to stdout/stderr.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { loadPyodide } = await import(pathToFileURL(job.pyodide + "/pyodide.mjs").href);
const pyodide = await loadPyodide({ env: { PYTHONDONTWRITEBYTECODE: "1", HOME: "/home/pyodide" } });
for (const [target, root] of Object.entries(job.mounts)) {
  pyodide.FS.mkdirTree(target);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, target);
}
pyodide.globals.set("job_path", pyodide.toPy(job.path));
pyodide.runPython("import sys; sys.dont_write_bytecode = True; sys.path[:0] = job_path");
let code = 1;
try {
  code = Number(await pyodide.runPythonAsync(job.code));
} catch (error) {
  console.error(String(error));
}
process.exit(code);
