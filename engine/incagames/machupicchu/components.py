"""All printed data of The Princes of Machu Picchu, in one place.

Sources are marked as in COMPONENTS.md: *rulebook* (stated in the rules), *published*
(public sources about the printed game) or *reconstructed* (chosen to agree with every
rulebook example and with the component counts). A player who owns the printed game can
correct a value here without touching the rules code. Display names live in the web
app's message catalogs (web/app/i18n.py), in English and Spanish.
"""

from __future__ import annotations

# --- Goods (rulebook) -----------------------------------------------------------------
CORN, LLAMA, COCA, POTTERY, CLOTH = range(5)
GOODS: tuple[str, ...] = ("corn", "llama", "coca", "pottery", "cloth")
GOOD_INDEX = {name: i for i, name in enumerate(GOODS)}
CORN_PER_UNIT = 3
"""Wherever goods are counted as units, 3 corn count as 1 unit (rulebook)."""
START_GOODS = (3, 1, 1, 1, 1)
BANK_RESERVE = 10_000
"""Ruling: the bank is unlimited. A large reserve keeps goods conserved in the ledger."""

# --- Districts (reconstructed map, see COMPONENTS.md) ---------------------------------
DISTRICTS: tuple[str, ...] = (
    "sun_clock", "puma_temple", "potters_quarter", "coca_plantation", "main_temple",
    "house_of_priests", "central_plaza", "weavers_quarter", "condor_temple",
    "llamas_meadow", "temple_of_the_sun", "house_of_virgins", "royal_palace",
    "watchmans_hut", "corn_terraces",
)
DISTRICT_INDEX = {name: i for i, name in enumerate(DISTRICTS)}
DISTRICT_POS: dict[str, tuple[float, float]] = {
    "sun_clock": (0.14, 0.16), "puma_temple": (0.42, 0.10), "potters_quarter": (0.70, 0.12),
    "coca_plantation": (0.90, 0.30), "main_temple": (0.15, 0.41),
    "house_of_priests": (0.33, 0.27), "central_plaza": (0.50, 0.42),
    "weavers_quarter": (0.72, 0.36), "condor_temple": (0.86, 0.58),
    "llamas_meadow": (0.66, 0.62), "temple_of_the_sun": (0.28, 0.58),
    "house_of_virgins": (0.46, 0.73), "royal_palace": (0.12, 0.74),
    "watchmans_hut": (0.64, 0.86), "corn_terraces": (0.86, 0.84),
}
EDGES: tuple[tuple[str, str], ...] = (
    ("sun_clock", "puma_temple"), ("sun_clock", "main_temple"),
    ("sun_clock", "house_of_priests"), ("puma_temple", "house_of_priests"),
    ("puma_temple", "potters_quarter"), ("puma_temple", "central_plaza"),
    ("potters_quarter", "coca_plantation"), ("potters_quarter", "weavers_quarter"),
    ("coca_plantation", "weavers_quarter"), ("coca_plantation", "condor_temple"),
    ("main_temple", "house_of_priests"), ("main_temple", "temple_of_the_sun"),
    ("main_temple", "royal_palace"), ("house_of_priests", "central_plaza"),
    ("central_plaza", "weavers_quarter"), ("central_plaza", "llamas_meadow"),
    ("central_plaza", "temple_of_the_sun"), ("central_plaza", "house_of_virgins"),
    ("weavers_quarter", "llamas_meadow"), ("weavers_quarter", "condor_temple"),
    ("condor_temple", "llamas_meadow"), ("condor_temple", "corn_terraces"),
    ("llamas_meadow", "watchmans_hut"), ("temple_of_the_sun", "house_of_virgins"),
    ("temple_of_the_sun", "royal_palace"), ("house_of_virgins", "royal_palace"),
    ("house_of_virgins", "watchmans_hut"), ("watchmans_hut", "corn_terraces"),
)


def _neighbours() -> tuple[frozenset[int], ...]:
    adj: list[set[int]] = [set() for _ in DISTRICTS]
    for a, b in EDGES:
        adj[DISTRICT_INDEX[a]].add(DISTRICT_INDEX[b])
        adj[DISTRICT_INDEX[b]].add(DISTRICT_INDEX[a])
    return tuple(frozenset(s) for s in adj)


NEIGHBOURS: tuple[frozenset[int], ...] = _neighbours()
MOVE_COST_LLAMAS = 1
"""Moving the prince to a district that is not adjacent costs 1 llama (rulebook)."""

# --- Occupations: the five production districts (rulebook) -----------------------------
OCCUPATIONS: tuple[str, ...] = ("farmer", "shepherd", "coca_planter", "potter", "weaver")
OCCUPATION_INDEX = {name: i for i, name in enumerate(OCCUPATIONS)}
OCCUPATION_DISTRICT = {
    "farmer": "corn_terraces", "shepherd": "llamas_meadow",
    "coca_planter": "coca_plantation", "potter": "potters_quarter",
    "weaver": "weavers_quarter",
}
DISTRICT_OCCUPATION = {d: o for o, d in OCCUPATION_DISTRICT.items()}
OCCUPATION_GOOD = (CORN, LLAMA, COCA, POTTERY, CLOTH)
"""What an Inca of each occupation produces; the bonus unit of its district too."""
FARMER_YIELD = 3
"""A farmer produces 3 corn for free; every other Inca 1 unit for 1 corn (rulebook)."""
PRODUCTION_COST_CORN = (0, 1, 1, 1, 1)

# Set-up costs (published), indexed by occupation, as goods vectors.
SETUP_COST: tuple[tuple[int, ...], ...] = (
    (0, 1, 0, 1, 0),  # farmer: 1 llama + 1 pottery
    (3, 0, 1, 0, 0),  # shepherd: 3 corn + 1 coca
    (0, 0, 0, 1, 1),  # coca planter: 1 pottery + 1 cloth
    (0, 0, 1, 0, 1),  # potter: 1 coca + 1 cloth
    (0, 0, 1, 1, 0),  # weaver: 1 coca + 1 pottery
)
SETUP_DISTRICT_OCCUPATIONS = {
    "watchmans_hut": (0, 1),       # farmer, shepherd
    "royal_palace": (2, 3, 4),     # coca planter, potter, weaver
}
INCAS_PER_PLAYER = {2: 12, 3: 10, 4: 9, 5: 8}
START_DAY = {2: 1, 3: 2, 4: 3, 5: 3}
LAST_DAY = 9

# --- Priests and Virgins (counts published; numbers and costs reconstructed) ----------
ROWS: tuple[str, ...] = ("condor", "puma", "virgin")
ROW_INDEX = {name: i for i, name in enumerate(ROWS)}
ROW_STEPS: tuple[tuple[int, ...], ...] = (
    (8, 7, 6, 5, 4),            # condor: start number, then under cards 1..4
    (9, 8, 7, 6, 5, 4),         # puma
    (10, 9, 8, 7, 6, 5, 4),     # virgins
)
ROW_SIZE = tuple(len(steps) - 1 for steps in ROW_STEPS)
ROW_COSTS: tuple[tuple[tuple[int, ...], ...], ...] = (
    ((0, 0, 1, 2, 1),) * 4,     # condor: 2 pottery + 1 coca + 1 cloth
    ((0, 0, 1, 1, 2),) * 5,     # puma: 2 cloth + 1 pottery + 1 coca (rulebook example)
    ((0, 0, 2, 1, 1),) * 6,     # virgin: 2 coca + 1 pottery + 1 cloth
)
"""Cost of each card of each row, left to right (every card of a row costs the same)."""
HOUSE_ROWS = {"house_of_priests": (0, 1), "house_of_virgins": (2,)}

# --- Temples -------------------------------------------------------------------------
TEMPLE_ROW = {"condor_temple": 0, "puma_temple": 1, "temple_of_the_sun": 2}
MAIN_TEMPLE = "main_temple"
STEPS_PER_TEMPLE_STONE = 3
STEPS_PER_MAIN_TEMPLE_GOOD = 2

# --- Bonus units (rulebook): the nine once-a-day districts --------------------------
BONUS_DISTRICTS: tuple[str, ...] = (
    "corn_terraces", "llamas_meadow", "coca_plantation", "potters_quarter",
    "weavers_quarter", "puma_temple", "condor_temple", "temple_of_the_sun", "main_temple",
)
BONUS_INDEX = {name: i for i, name in enumerate(BONUS_DISTRICTS)}
MAX_BONUS = 2

# --- Market (consistent with every rulebook example) ---------------------------------
MARKET_GOODS = (LLAMA, COCA, POTTERY, CLOTH)
MARKET_FIELDS = (6, 5, 4, 3)
"""Prices printed in each column, from the top; units fill from the top."""
MARKET_START = 2
BANK_BUY_PRICE = 6
BANK_SELL_PRICE = 3

# --- Moon tiles (reconstructed) and the time track -------------------------------------
MOON_TILES: tuple[tuple[str, int], ...] = (
    ("steps", 2), ("steps", 3), ("corn", 3), ("llama", 1), ("coca", 1),
    ("pottery", 1), ("cloth", 1),
)
"""(reward, amount). Goods other than corn cost 1 corn at night (rulebook)."""
MOON_GOODS_COST_CORN = 1
MOON_TILES_PER_DAY = 3
TIME_TRACK_CORN = 1

# --- Incatrail (rulebook) ------------------------------------------------------------
SUMMIT = 20
GRANARY = 7
LLAMA_STABLE = 13
GRANARY_CORN = 3
STABLE_LLAMAS = 1
SUN_CLOCK_STEPS = 3
SUN_CLOCK_GOODS = 3
SUMMIT_DRAW = 3
OWED_CARD_VP = 3


def trail_bonus(field: int) -> int:
    """+1 VP and +1 gold on fields 7-12, +2 on 13-19 (rulebook)."""
    if field >= LLAMA_STABLE:
        return 2
    if field >= GRANARY:
        return 1
    return 0


# --- Sacrifice cards (28; reconstructed pairs and gold) --------------------------------
ICONS: tuple[str, ...] = (
    "condor", "puma", "sun", "farmer", "shepherd", "coca", "potter", "weaver",
)
ICON_INDEX = {name: i for i, name in enumerate(ICONS)}
_CARD_GOLD = {
    ("condor", "puma"): 4, ("condor", "sun"): 5, ("condor", "farmer"): 4,
    ("condor", "shepherd"): 4, ("condor", "coca"): 3, ("condor", "potter"): 4,
    ("condor", "weaver"): 4, ("puma", "sun"): 2, ("puma", "farmer"): 5,
    ("puma", "shepherd"): 5, ("puma", "coca"): 3, ("puma", "potter"): 4,
    ("puma", "weaver"): 5, ("sun", "farmer"): 5, ("sun", "shepherd"): 4,
    ("sun", "coca"): 6, ("sun", "potter"): 4, ("sun", "weaver"): 2,
    ("farmer", "shepherd"): 4, ("farmer", "coca"): 4, ("farmer", "potter"): 3,
    ("farmer", "weaver"): 3, ("shepherd", "coca"): 3, ("shepherd", "potter"): 4,
    ("shepherd", "weaver"): 4, ("coca", "potter"): 4, ("coca", "weaver"): 5,
    ("potter", "weaver"): 5,
}
CARDS: tuple[tuple[int, int, int], ...] = tuple(
    (ICON_INDEX[a], ICON_INDEX[b], gold) for (a, b), gold in _CARD_GOLD.items()
)
"""Card id -> (icon, icon, gold)."""
assert len(CARDS) == 28
