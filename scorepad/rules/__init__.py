"""The rules engine: pure values and functions, no I/O, no UI, no storage, no translated text."""

from scorepad.rules.cards import HEARTS, QUEEN_OF_SPADES, Card
from scorepad.rules.drafting import DraftCheck, check_draft, match_before
from scorepad.rules.entry import HandDraft, card_value, fill_last, heart_cards, points_from_cards, remainder
from scorepad.rules.match import Hand, Match
from scorepad.rules.matchfile import hand_from_dict, hand_to_dict, match_from_dict, match_to_dict
from scorepad.rules.problems import Problem
from scorepad.rules.names import MAX_NAME_LENGTH, clean_name, is_hidden_character, name_key, seat_named
from scorepad.rules.scorecard import HandResult, Scorecard, check_match_file, check_new_hand, check_new_match, moon_options_for, scorecard
from scorepad.rules.scoring import HandScore, Moon, MoonOption, Outcome, moon_options, outcome, places, score_hand, to_target
from scorepad.rules.table import Deal, Lead, cards_passed, deal_of, dealer_of, pass_offset, receiver_of
from scorepad.rules.validate import can_be_dealt, check_hand, check_options, check_players, check_rules, moon_shooter
from scorepad.rules.kinds import DIE_SUITS, MOON_CHOICES, MOON_RULES, PASS_ORDERS
from scorepad.rules.variants import VARIANTS, Rules, Variant

__all__ = [name for name in dir() if not name.startswith("_")]
