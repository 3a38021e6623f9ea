"""Table mode's referee and messages (``app.table.referee``, ``app.table.protocol``):
whole games of both titles played by guests' messages, every message a guest receives
checked for hidden information, and forged or stale messages refused with the match
unchanged."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from app.table import protocol as P  # noqa: E402
from app.table.guest import GuestTable  # noqa: E402
from app.table.referee import Referee  # noqa: E402

from incagames import state_from_json  # noqa: E402
from incagames.core import Action, Rng  # noqa: E402
from incagames.core.bots import bot_for, choose_action  # noqa: E402
from incagames.core.errors import IllegalAction  # noqa: E402
from incagames.core.match import Match, Seat  # noqa: E402
from incagames.core.state import State  # noqa: E402

DEAL = 0xC0FFEE
"""The seed of every world the tests' referees send, so that worlds can be compared."""


def _table(game: str, players: int, seed: int) -> tuple[Match, Referee, dict[int, str]]:
    """A match whose seats 1.. are guests, each joined with a hello; returns the
    guests' secrets (``_joined`` keeps what each guest was sent on joining)."""
    seats = [Seat("Host", "human"), *(Seat(f"Guest {n}", "human") for n in range(1, players))]
    match = Match(game, seats, seed=seed)
    referee = Referee(match, range(1, players), deal=lambda: DEAL)
    secrets = {}
    for seat in range(1, players):
        out = referee.receive(P.encode("hello", seat=seat, secret=None, name=f"G{seat}"))
        welcome = P.from_host(out[0][1])
        assert welcome["kind"] == "welcome" and welcome["seat"] == seat
        secrets[seat] = welcome["secret"]
        _joined[seat] = [P.from_host(text) for _, text in out]
    return match, referee, secrets


_joined: dict[int, list[dict[str, Any]]] = {}


def _sent_world(state: State, seat: int) -> Any:
    """The world a referee with the tests' seed sends ``seat`` in ``state``."""
    return json.loads(json.dumps(state.determinize(seat, Rng(DEAL)).to_json()))


def _check_private(match: Match, out: list[tuple[int, str]], seed: int) -> None:
    """Every update sent says only what its seat may know: the position it carries shows
    the seat exactly its own view, and the message stays the same, byte for byte, when
    the cards the seat cannot see are first dealt otherwise in the true position (and
    at the end, when the final scoring has shown every hand)."""
    for seat, text in out:
        message = P.from_host(text)
        if message["kind"] != "update":
            continue
        view = json.loads(json.dumps(match.state.view(seat)))
        world = state_from_json(message["state"])
        assert json.loads(json.dumps(world.view(seat))) == view
        assert message["state"] == _sent_world(match.state, seat)
        for k in range(2):
            other = match.state.determinize(seat, Rng(seed + k))
            assert _sent_world(other, seat) == message["state"], "a hidden card leaks"
        if match.state.current_player != seat:
            assert message["legal"] == []


@pytest.mark.parametrize(("game", "players", "seed"), [
    ("machu-picchu", 2, 1), ("machu-picchu", 3, 2), ("cuzco", 2, 3), ("cuzco", 3, 4)])
def test_whole_games_through_the_referee_leak_nothing(game: str, players: int,
                                                      seed: int) -> None:
    match, referee, secrets = _table(game, players, seed)
    rng = Rng(seed)
    bots = {s: bot_for(game, "easy", s) for s in range(players)}
    received = {s: list(_joined[s]) for s in secrets}
    checked = 0
    while not match.state.is_over:
        seat = match.state.current_player
        action = choose_action(bots[seat], match.state, rng)
        if seat in secrets:  # the guest's phone sends its decision
            out = referee.receive(P.encode("act", secret=secrets[seat],
                                           move=len(match.actions), action=action.to_json()))
        else:
            out = referee.apply(action, seat)
        assert {s for s, _ in out} == set(secrets), "every guest hears of every move"
        for s, text in out:
            received[s].append(P.from_host(text))
        if checked < 400 or match.state.is_over:  # the re-deal check is slow: a sample
            _check_private(match, out, seed + checked)
            checked += 1
    for messages in received.values():
        updates = [m for m in messages if m["kind"] == "update"]
        assert updates[-1]["over"] and updates[-1]["deciding"] is None
        assert updates[-1]["kinds"] == ["human", *["phone"] * (players - 1)]
        finals = [m for m in messages if m["kind"] == "final"]
        assert finals == [messages[-1]], "the whole game, once, at the end"
        assert Match.loads(finals[0]["save"]).dumps() == match.dumps()
        assert referee.updates() and all(P.from_host(t)["kind"] == "update"
                                         for _, t in referee.updates()), "sent only once"
        events = [e for m in updates for e in m["events"]]
        assert len(events) == len(match.log), "each event reaches each guest once"
        for event in events:  # a card drawn from the deck is never named to another seat
            if event.get("kind") == "draw" and event.get("source") == "deck":
                assert event.get("card") is None


def _play_first(match: Match, referee: Referee, secrets: dict[int, str]) -> None:
    """The deciding seat plays its first legal action: a guest by message, the host's
    seat on the host."""
    seat = match.state.current_player
    action = match.state.legal_actions()[0]
    if seat in secrets:
        referee.receive(P.encode("act", secret=secrets[seat], move=len(match.actions),
                                 action=action.to_json()))
    else:
        referee.apply(action, seat)


def _snapshot(match: Match) -> str:
    return match.dumps()


def test_forged_stale_and_broken_messages_are_refused_and_change_nothing() -> None:
    match, referee, secrets = _table("cuzco", 3, 7)
    while match.state.current_player != 1:  # the others play until guest 1 decides
        _play_first(match, referee, secrets)
    before = _snapshot(match)
    legal = match.state.legal_actions()[0].to_json()
    move = len(match.actions)

    def refused(text: str) -> str:
        out = referee.receive(text)
        reasons = [P.from_host(t)["reason"] for _, t in out
                   if P.from_host(t)["kind"] == "refused"]
        assert reasons, text
        assert _snapshot(match) == before
        return reasons[0]

    assert "no seat has that secret" in refused(
        P.encode("act", secret="guessed", move=move, action=legal))
    # guest 2 acting for guest 1's decision
    assert "seat 1" in refused(P.encode("act", secret=secrets[2], move=move, action=legal))
    assert "moved on" in refused(P.encode("act", secret=secrets[1], move=move - 1,
                                          action=legal))
    refused(P.encode("act", secret=secrets[1], move=move,
                     action={"kind": "build_temple", "cell": 0, "value": 9}))
    refused(P.encode("act", secret=secrets[1], move=move, action={"cell": 3}))
    assert "taken" in refused(P.encode("hello", seat=1, secret=None, name="Thief"))
    assert "not a guest's" in refused(P.encode("hello", seat=0, secret=None, name="X"))
    # not the protocol: each refused unread, with a reason
    assert "JSON" in refused("{nope")
    assert "version" in refused(json.dumps({"kind": "act", "version": 99, "secret": "s",
                                            "move": 0, "action": {}}))
    assert "keys" in refused(json.dumps({"kind": "act", "version": P.VERSION, "secret": "s",
                                         "move": 0, "action": {}, "seat": 0}))
    assert "move is not" in refused(json.dumps({"kind": "act", "version": P.VERSION,
                                                "secret": "s", "move": True, "action": {}}))
    assert "kind" in refused(P.encode("refused", reason="a host's message from a guest"))
    assert "bytes" in refused("[" + " " * P.MAX_BYTES + "]")
    assert "nests" in refused("[" * 50 + "]" * 50)
    # the host's own decisions never stand in for a guest's seat
    with pytest.raises(IllegalAction):
        referee.apply(match.state.legal_actions()[0], 1)
    # and the real decision is then taken
    out = referee.receive(P.encode("act", secret=secrets[1], move=move, action=legal))
    assert all(P.from_host(t)["kind"] == "update" for _, t in out)
    assert len(match.actions) == move + 1


def test_a_reloaded_guest_takes_its_seat_back_with_its_secret() -> None:
    match, referee, secrets = _table("machu-picchu", 3, 5)
    for _ in range(30):
        _play_first(match, referee, secrets)
    out = referee.receive(P.encode("hello", seat=2, secret=secrets[2], name="G2"))
    welcome, update = (P.from_host(t) for _, t in out)
    assert welcome["secret"] == secrets[2] and welcome["names"][2] == "G2", "named by the phone"
    assert update["move"] == len(match.actions)
    assert len(update["events"]) == len(match.log), "the whole log again, for the new page"
    assert state_from_json(update["state"]).view(2) == match.state.view(2)


def test_messages_are_checked_on_the_guests_side_too() -> None:
    with pytest.raises(P.ProtocolError, match="from this side"):
        P.from_host(P.encode("hello", seat=1, secret=None, name="G"))
    with pytest.raises(P.ProtocolError, match="keys"):
        P.from_host(json.dumps({"kind": "refused", "version": P.VERSION}))
    with pytest.raises(P.ProtocolError, match="no message kind"):
        P.encode("shout", text="hi")
    with pytest.raises(P.ProtocolError, match="not a str"):
        P.encode("refused", reason=3)
    assert Action.from_json(P.from_guest(P.encode(
        "act", secret="s", move=0, action={"kind": "end_turn"}))["action"]).kind == "end_turn"


@pytest.mark.parametrize(("game", "players", "seed"), [("machu-picchu", 3, 11), ("cuzco", 2, 12)])
def test_guests_play_from_what_they_were_sent_and_one_reloads(game: str, players: int,
                                                              seed: int) -> None:
    """Guests' pages (``GuestTable``) choose only among the choices the host sent them;
    halfway one page is reloaded: a new page with the kept secret takes the seat back and
    ends the game with the same log as the host."""
    match = Match(game, [Seat("Host", "human"),
                         *(Seat(f"Guest {n}", "human") for n in range(1, players))], seed=seed)
    referee = Referee(match, range(1, players))
    pages = {s: GuestTable(s, f"G{s}") for s in range(1, players)}

    def deliver(out: list[tuple[int, str]]) -> None:
        for seat, text in out:
            assert pages[seat].receive(text) != "refused", pages[seat].refusal

    for page in pages.values():
        deliver(referee.receive(page.hello()))
    rng = Rng(seed)
    host_bot = bot_for(game, "easy", 0)
    reloaded = False
    while not match.state.is_over:
        seat = match.state.current_player
        if seat == 0:
            deliver(referee.apply(choose_action(host_bot, match.state, rng), 0))
            continue
        page = pages[seat]
        assert page.my_turn and page.move == len(match.actions)
        assert not any(p.my_turn for s, p in pages.items() if s != seat)
        deliver(referee.receive(page.act(rng.choice(page.legal))))
        if not reloaded and len(match.actions) > 60:
            reloaded = True  # the phone reloads: a new page, the secret from its storage
            pages[seat] = GuestTable(seat, page.name, page.secret)
            deliver(referee.receive(pages[seat].hello()))
    assert reloaded
    for seat, page in pages.items():
        assert page.over and page.log == json.loads(json.dumps(match.log))
        assert page.view == match.state.view(seat)
        with pytest.raises(ValueError):
            page.act({"kind": "end_turn"})


def test_a_guests_decision_is_played_by_the_hosts_turn_loop() -> None:
    """On the host's page the turn loop plays a guest's accepted decision (to save, draw
    and announce it); the referee checks the message first and refuses what the loop
    refuses."""
    match = Match("machu-picchu", [Seat("Host", "human"), Seat("Guest", "human")], seed=3)
    played: list[tuple[Action, int]] = []

    def play(action: Action, seat: int) -> None:
        played.append((action, seat))
        match.apply(action, seat=seat)

    referee = Referee(match, [1], play=play)
    page = GuestTable(1, "G")
    for _, text in referee.receive(page.hello()):
        page.receive(text)
    while match.state.current_player != 1:
        for _, text in referee.apply(match.state.legal_actions()[0], 0):
            page.receive(text)
    choice = page.legal[0]
    out = referee.receive(page.act(choice))
    assert played == [(Action.from_json(choice), 1)]
    assert P.from_host(out[0][1])["kind"] == "update"
    stale = P.encode("act", secret=page.secret, move=page.move, action=choice)
    assert P.from_host(referee.receive(stale)[0][1])["kind"] == "refused"
    assert len(played) == 1, "a refused message never reaches the turn loop"


def test_an_invitation_is_for_one_seat() -> None:
    """A message that came by the channel of seat 1's invitation speaks for seat 1 only:
    it cannot take seat 2, nor act with seat 2's secret."""
    match, referee, secrets = _table("machu-picchu", 3, 9)
    out = referee.receive(P.encode("hello", seat=2, secret=None, name="X"), link=1)
    assert "another seat" in P.from_host(out[0][1])["reason"]
    while match.state.current_player != 2:
        _play_first(match, referee, secrets)
    act = P.encode("act", secret=secrets[2], move=len(match.actions),
                   action=match.state.legal_actions()[0].to_json())
    before = _snapshot(match)
    assert P.from_host(referee.receive(act, link=1)[0][1])["kind"] == "refused"
    assert _snapshot(match) == before
    assert P.from_host(referee.receive(act, link=2)[0][1])["kind"] == "update"


def test_the_hosts_autosave_keeps_the_seats_and_an_ai_can_take_one_over() -> None:
    """After the host's page reloads, a new referee given the saved secrets lets each
    phone take its seat back and nobody else; a seat an AI took over refuses its phone."""
    match, referee, secrets = _table("cuzco", 3, 13)
    saved = referee.secrets()
    assert saved == secrets
    again = Referee(match, [1, 2], deal=lambda: DEAL)
    again.restore(saved)
    thief = again.receive(P.encode("hello", seat=1, secret=None, name="T"))
    assert "taken" in P.from_host(thief[0][1])["reason"]
    back = again.receive(P.encode("hello", seat=1, secret=secrets[1], name="G1"))
    assert [P.from_host(t)["kind"] for _, t in back] == ["welcome", "update"]
    again.forget(2)
    gone = again.receive(P.encode("hello", seat=2, secret=secrets[2], name="G2"))
    assert "not a guest's" in P.from_host(gone[0][1])["reason"]
    assert {s for s, _ in again.updates()} == {1}


def test_an_undo_on_the_host_cuts_the_guests_log_back() -> None:
    """The host takes back its own decision: the next update starts the guest's log where
    the two agree, so the guest's log stays the host's."""
    match = Match("machu-picchu", [Seat("Host", "human"), Seat("Guest", "human")], seed=21)
    referee = Referee(match, [1])
    page = GuestTable(1, "G")
    for _, text in referee.receive(page.hello()):
        page.receive(text)
    undone = False
    while not undone and not match.state.is_over:
        seat = match.state.current_player
        if seat == 1:
            for _, text in referee.receive(page.act(page.legal[-1])):
                page.receive(text)
            continue
        before = len(match.log)
        for _, text in referee.apply(match.state.legal_actions()[0], 0):
            page.receive(text)
        if match.can_undo(0) and len(match.log) > before:  # events the guest has seen
            match.undo(0)
            undone = True
            for _, text in referee.updates():
                page.receive(text)
    assert undone
    assert page.log == json.loads(json.dumps(match.log))
    assert page.move == len(match.actions)


def test_a_guest_takes_back_its_own_decision_and_nothing_else() -> None:
    """A guest's "undo" takes back its last decision of the turn, as at the host's own
    seats: the match is as before it, and the guest's log is cut back. With nothing to
    take back, or on a stale move, it is refused and changes nothing."""
    for game, seed in (("cuzco", 31), ("machu-picchu", 32)):
        match = Match(game, [Seat("Host", "human"), Seat("Guest", "human")], seed=seed)
        referee = Referee(match, [1])
        page = GuestTable(1, "G")
        for _, text in referee.receive(page.hello()):
            page.receive(text)
        rng = Rng(seed)
        undone = False
        while not undone and not match.state.is_over:
            if match.state.current_player == 0:
                for _, text in referee.apply(rng.choice(match.state.legal_actions()), 0):
                    page.receive(text)
                continue
            if not page.can_undo:
                refused = referee.receive(P.encode("undo", secret=page.secret, move=page.move))
                assert P.from_host(refused[0][1])["kind"] == "refused"
            before = _snapshot(match)
            for _, text in referee.receive(page.act(rng.choice(page.legal))):
                page.receive(text)
            if page.can_undo:
                assert match.can_undo(1)
                stale = P.encode("undo", secret=page.secret, move=page.move - 1)
                assert P.from_host(referee.receive(stale)[0][1])["kind"] == "refused"
                for _, text in referee.receive(page.undo()):
                    page.receive(text)
                assert _snapshot(match) == before
                assert page.log == json.loads(json.dumps(match.log))
                assert page.move == len(match.actions) and page.my_turn
                undone = True
        assert undone, game
