"""The review screen's replay (``app.review.replay``) on real engine games: positions rebuilt
from kept states equal a replay from the start, stepping by turn and by day or round
lands where each game says a turn or period starts, and the view choices never show a
hand that play would hide."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "e2e"))

import positions  # noqa: E402  (save files made with the engine's easy bots)
from app import games  # noqa: E402
from app.live.log import GameLog  # noqa: E402
from app.review.replay import (  # noqa: E402
    CHECKPOINT_EVERY,
    Replay,
    ViewChoice,
    default_choice,
    log_html,
    logged_position,
    turn_start,
    view_choices,
    view_for,
)

from incagames.core.match import Match, Seat  # noqa: E402

GAMES = ("machu-picchu", "cuzco")


@cache
def finished(game: str) -> Match:
    return Match.loads(positions.finished(game, 3, 1))


def replay_of(match: Match) -> Replay:
    return Replay(match, turn_start(match.game_id),
                  games.results(match.game_id).period)


def from_start(match: Match, k: int) -> Match:
    data = match.to_json()
    data["actions"] = data["actions"][:k]
    return Match.from_json(data)


@pytest.mark.parametrize("game", GAMES)
def test_every_position_equals_a_replay_from_the_start(game: str) -> None:
    match = finished(game)
    replay = replay_of(match)
    assert replay.end == len(match.actions) and replay.over
    for k in sorted({0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1,
                     replay.end // 2, replay.end - 1, replay.end}):
        at = replay.match_at(k)
        assert at.state.view(None) == from_start(match, k).state.view(None), k
        assert at.actions == match.actions[:k]
        assert at.log == from_start(match, k).log
    assert replay.match_at(replay.end).state.outcome() == match.state.outcome()
    assert replay.match_at(-5).actions == [] and len(replay.match_at(10**6).actions) == replay.end


def test_positions_are_never_shared_with_each_other_or_the_match() -> None:
    match = finished("machu-picchu")
    before = match.dumps()
    replay = replay_of(match)
    one = replay.match_at(20)
    one.apply(one.state.legal_actions()[0])
    assert replay.match_at(20).state.view(None) == from_start(match, 20).state.view(None)
    assert match.dumps() == before


@pytest.mark.parametrize("game", GAMES)
def test_turn_steps_land_where_the_game_says_a_turn_starts(game: str) -> None:
    match = finished(game)
    replay = replay_of(match)
    starts = [k for k in range(replay.end) if turn_start(game)(replay.match_at(k).state)]
    assert replay.turn_starts == starts and len(starts) > 10
    k, visited = 0, []
    while k < replay.end:
        k = replay.next_turn(k)
        visited.append(k)
    assert visited == [s for s in starts if s > 0] + [replay.end]
    assert replay.prev_turn(replay.end) == starts[-1]
    assert replay.prev_turn(starts[3]) == starts[2]
    assert replay.prev_turn(starts[3] + 1) == starts[3]
    assert replay.prev_turn(0) == 0 and replay.next_turn(replay.end) == replay.end


def test_machu_picchu_turns_and_days() -> None:
    replay = replay_of(finished("machu-picchu"))
    for k in (0, 5, 50, 120, replay.end):
        assert replay.periods[k] == replay.match_at(k).state.day
    assert replay.match_at(replay.turn_starts[0]).state.phase == "turn"
    assert replay.turn_starts[0] == len(replay.seats)  # after each seat's first Inca
    day = replay.next_period(0)
    assert replay.periods[day] == replay.periods[0] + 1 and replay.periods[day - 1] == \
        replay.periods[0]
    later = replay.next_period(day)
    assert replay.prev_period(later) == day and replay.prev_period(later + 3) == later
    assert replay.prev_period(day) == 0


def test_cuzco_rounds_start_with_the_start_players_turn() -> None:
    replay = replay_of(finished("cuzco"))
    starter = replay.setup_events[0]["start_player"]
    rounds = replay.period_starts[1:]
    assert len(rounds) > 5
    for k in rounds:
        state = replay.match_at(k).state
        assert state.turn_player == starter and k in replay.turn_starts
        assert replay.periods[k] == replay.periods[k - 1] + 1
    assert replay.next_period(rounds[0]) == rounds[1]
    assert replay.prev_period(rounds[1] + 2) == rounds[1]


def test_view_choices_hide_what_play_hides() -> None:
    seats = [Seat("Ana"), Seat("AI 1", "ai-easy"), Seat("Bo"), Seat("AI 2", "ai-hard")]
    going = view_choices(seats, over=False)
    assert [c.key for c in going] == ["everyone"]  # hot seat: nobody's cards
    assert [c.key for c in view_choices(seats[:2], over=False)] == ["everyone", "seat-0"]
    assert not any(c.reveal for c in going)
    done = view_choices(seats, over=True)
    assert [c.key for c in done] == ["everyone", "seat-0", "seat-1", "seat-2", "seat-3", "all"]
    assert done[-1] == ViewChoice("all", None, True)
    assert default_choice(seats, False).seat is None  # two humans: nobody's cards
    assert default_choice(seats[:2], False).seat == 0


@pytest.mark.parametrize("game", GAMES)
def test_only_reveal_shows_every_hand(game: str) -> None:
    match = finished(game)
    replay = replay_of(match)
    state = replay.match_at(replay.end // 2).state

    def hands(view: dict) -> list[int]:
        return [p for p, info in enumerate(view["players"]) if "hand" in info]

    assert hands(view_for(state, ViewChoice("everyone"))) == []
    assert hands(view_for(state, ViewChoice("seat-1", 1))) == [1]
    everyone = view_for(state, ViewChoice("all", None, True))
    assert hands(everyone) == [0, 1, 2]
    for seat in range(3):
        assert everyone["players"][seat]["hand"] == state.view(seat)["players"][seat]["hand"]
        assert "known_cards" not in everyone["players"][seat]


@pytest.mark.parametrize("game", GAMES)
def test_the_log_links_each_line_to_the_position_after_its_action(game: str) -> None:
    match = finished(game)
    replay = replay_of(match)
    words = games.words(game)
    names = [s.name for s in match.seats]
    groups = replay.log(words, names)
    entries = [e for g in groups for e in g.entries]
    live = GameLog(words, names)
    live.reset(match.log)
    assert [e.line for e in entries] == live.lines
    assert [g.heading for g in groups] == [g.heading for g in live.groups]
    at = [e.position for e in entries]
    assert at == sorted(at) and at[0] == 0 and at[-1] == replay.end
    for entry in entries[1:40]:
        if entry.position:
            assert entry.line in [words.event_text(e, names)
                                  for e in replay.events[entry.position - 1]]
    marked = sorted(set(at))
    assert logged_position(marked, 0) == 0
    assert logged_position(marked, replay.end) == replay.end
    html = log_html(groups, lambda k: f"move {k}")
    assert html.count("data-goto=") == len(entries)
    assert f'data-goto="{replay.end}"' in html and "<script" not in html


def test_cuzco_final_turns_count_as_turns() -> None:
    """The final turns begin in the main phase (no terrain left): still turns."""
    replay = replay_of(finished("cuzco"))
    finals = [k for k in replay.turn_starts if replay.match_at(k).state.phase[0] == "main"]
    assert finals, "the game has no turn that begins in the main phase"
    assert all(replay.match_at(k).state.festival is None for k in replay.turn_starts)


def test_the_review_link() -> None:
    from app.page.params import LinkError, parse_link, review_link

    for query in ("?review", "review", "?review=1", "?lang=de&review"):
        assert parse_link(query) is None and review_link(query)
    assert not review_link("") and not review_link("?game=cuzco")
    for bad in ("?review=yes", "?review&game=cuzco"):
        parse_link(bad)  # the rest of the link is fine
        with pytest.raises(LinkError, match="review"):
            review_link(bad)
    with pytest.raises(LinkError, match="unknown parameter"):
        parse_link("?review&view=3")
