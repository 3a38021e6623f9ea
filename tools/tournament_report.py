"""What a tournament prints: the standings table, each level's score sources, the game's
counted events, and the markdown row of the README's strength table."""

from __future__ import annotations

from collections import Counter

from incagames import game

from .tournament import GameResult, Pairing, Standing, standings


def print_standings(game_id: str, results: list[GameResult]) -> None:
    """Win rates with 95% intervals and mean scores per level, then their score sources
    and the game's counted events (festivals, ponds...) per game."""
    rows = standings(results)
    print(f"{'bot':<8}{'games':>6}{'wins':>7}{'win rate':>10}  {'95% interval':<14}"
          f"{'mean score':>11}")
    for row in rows:
        low, high = row.interval()
        print(f"{row.level:<8}{row.games:>6}{row.wins:>7.1f}{row.win_rate:>10.1%}  "
              f"{f'{low:.0%}-{high:.0%}':<14}{row.score / row.seats:>11.1f}")
    print_sources(game_id, rows)
    for label, kind in game(game_id).game_report:
        total = sum(r.kinds.get(kind, 0) for r in results)
        games_with = sum(1 for r in results if r.kinds.get(kind, 0))
        print(f"{label}: {total / len(results):.2f} (in {games_with} of {len(results)} games)")


def print_sources(game_id: str, rows: list[Standing]) -> None:
    """Mean per seat of each level's score sources and counted events."""
    labels = game(game_id).report
    print("mean per seat: " + " | ".join(label for label, _ in labels))
    for row in rows:
        values = [sum(row.mean(k) for k in keys.split("+")) for _, keys in labels]
        print(f"  {row.level:<10}" + " | ".join(f"{v:.1f}" for v in values))


def endings(results: list[GameResult]) -> str:
    """How the games ended, e.g. "final 18, temple 2"."""
    counts = Counter(r.ending for r in results)
    return ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))


def suite_header(game_id: str) -> str:
    """The head and rule lines of the strength table."""
    extra = game(game_id).suite_extra
    return ("| players: bots | games | win rate of the first | 95% interval | mean score, "
            "first vs the others | endings | "
            + " | ".join(label for label, _, _ in extra) + " |\n"
            + "|" + "---|" * (6 + len(extra)))


def suite_row(game_id: str, pairing: Pairing, results: list[GameResult]) -> str:
    """One markdown row of the strength table."""
    table = {row.level: row for row in standings(results)}
    first = table[pairing.bots[0]]
    others = [row for level, row in table.items() if level != pairing.bots[0]]
    if pairing.mirror:
        rate, interval = "(all the same bot)", ""
        scores = f"{first.score / first.seats:.1f} per seat"
    else:
        low, high = first.interval()
        rate, interval = f"{first.level} {first.win_rate:.1%}", f"{low:.0%}–{high:.0%}"
        rest = sum(r.score for r in others) / max(1, sum(r.seats for r in others))
        scores = f"{first.score / first.seats:.1f} vs {rest:.1f}"
    cells = [f"{pairing.players}: {','.join(pairing.bots)}", str(len(results)), rate,
             interval, scores, endings(results)]
    for _label, kinds, per in game(game_id).suite_extra:
        if per == "seat":
            cells.append(", ".join(
                f"{row.level} {sum(row.mean(k) for k in kinds.split('+')):.1f}"
                for row in (first, *others)))
        else:
            total = sum(r.kinds.get(kinds, 0) for r in results)
            with_one = sum(1 for r in results if r.kinds.get(kinds, 0))
            cells.append(f"{total / len(results):.1f} ({with_one} of {len(results)})")
    return "| " + " | ".join(cells) + " |"
