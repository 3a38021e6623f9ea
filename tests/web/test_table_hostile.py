"""The referee never raises on what a guest sends: arbitrary text, arbitrary JSON and real
messages mutated field by field (secrets with any characters among them) each get an
answer the guest's page can read, and leave the match exactly as it was unless the
message was the deciding guest's own legal decision."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from app.table import protocol as P  # noqa: E402
from app.table.referee import Referee  # noqa: E402

from incagames.core.match import Match, Seat  # noqa: E402

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=5),
    max_leaves=25)
KEYS = ["kind", "version", "seat", "secret", "name", "move", "action"]


class Table:
    """Cuzco for three: the host's seat 0 and two guests, guest 1 to decide."""

    def __init__(self) -> None:
        seats = [Seat("Host", "human"), Seat("Ana", "human"), Seat("Bo", "human")]
        self.match = Match("cuzco", seats, seed=3)
        self.referee = Referee(self.match, [1, 2], deal=lambda: 7)
        self.secrets = {}
        for seat in (1, 2):
            welcome = self.referee.receive(P.encode("hello", seat=seat, secret=None,
                                                    name=f"G{seat}"))[0][1]
            self.secrets[seat] = P.from_host(welcome)["secret"]
        while (seat := self.match.state.current_player) != 1:
            action = self.match.state.legal_actions()[0]
            if seat == 0:
                self.referee.apply(action, seat)
            else:
                self.referee.receive(P.encode("act", secret=self.secrets[seat],
                                              move=len(self.match.actions),
                                              action=action.to_json()))

    def real(self, kind: str) -> dict[str, Any]:
        """A message guest 1 could send now."""
        move = len(self.match.actions)
        action = self.match.state.legal_actions()[0].to_json()
        fields = {"hello": {"seat": 1, "secret": self.secrets[1], "name": "G1"},
                  "act": {"secret": self.secrets[1], "move": move, "action": action},
                  "undo": {"secret": self.secrets[1], "move": move}}[kind]
        return {"kind": kind, "version": P.VERSION, **fields}


TABLE = Table()


def _game() -> str:
    """The match's moves and position (a guest's hello may rename its own seat)."""
    data = TABLE.match.to_json()
    data["seats"] = [seat["kind"] for seat in data["seats"]]
    return json.dumps([data, TABLE.match.state.to_json()], sort_keys=True)


BEFORE = _game()
MOVES = len(TABLE.match.actions)


def _answer_is_readable(text: str, link: int | None) -> list[dict[str, Any]]:
    """The referee's answer to ``text``: each message one the guest's page reads, each
    addressed to a guest seat (or back to the sender)."""
    out = TABLE.referee.receive(text, link=link)
    assert isinstance(out, list)
    messages = []
    for seat, reply in out:
        assert seat in (-1, 1, 2)
        messages.append(P.from_host(reply))
    return messages


def _undo_if_played() -> None:
    """Back to the position every example starts from (a legal act is played)."""
    while len(TABLE.match.actions) > MOVES:
        TABLE.match.undo(1)
    assert _game() == BEFORE


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=200) | JSON.map(json.dumps),
       link=st.sampled_from([None, 1, 2]))
def test_any_text_or_json_is_answered_and_changes_nothing(text: str, link: int | None) -> None:
    _answer_is_readable(text, link)
    assert _game() == BEFORE


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(["hello", "act", "undo"]), data=st.data(),
       link=st.sampled_from([None, 1, 2]))
def test_mutated_real_messages_are_answered_and_change_only_by_a_legal_move(
        kind: str, data: st.DataObject, link: int | None) -> None:
    message = TABLE.real(kind)
    for _ in range(data.draw(st.integers(1, 3))):
        key = data.draw(st.sampled_from([*KEYS, "extra"]))
        how = data.draw(st.sampled_from(["value", "drop", "secret"]))
        if how == "drop":
            message.pop(key, None)
        elif how == "secret":
            message["secret"] = data.draw(st.text(max_size=40) | st.just(
                TABLE.secrets[1] + "é") | st.just(TABLE.secrets[2]))
        else:
            message[key] = data.draw(JSON)
    text = json.dumps(message, ensure_ascii=data.draw(st.booleans()))
    moves = len(TABLE.match.actions)
    replies = _answer_is_readable(text, link)
    if len(TABLE.match.actions) != moves:  # only guest 1's own legal decision plays
        assert message.get("kind") == "act" and link in (None, 1)
        assert message.get("secret") == TABLE.secrets[1]
        assert all(r["kind"] == "update" for r in replies)
        _undo_if_played()
    assert _game() == BEFORE


def test_a_secret_with_any_character_is_refused_not_raised() -> None:
    for secret in ("é" * 24, TABLE.secrets[1] + "☀", "\udcff", ""):
        text = json.dumps({"kind": "act", "version": P.VERSION, "secret": secret,
                           "move": len(TABLE.match.actions), "action": {"kind": "x"}})
        replies = _answer_is_readable(text, 1)
        assert [r["kind"] for r in replies] == ["refused"]
        hello = json.dumps({"kind": "hello", "version": P.VERSION, "seat": 1,
                            "secret": secret, "name": "Thief"})
        assert [r["kind"] for r in _answer_is_readable(hello, 1)] == ["refused"]
    assert _game() == BEFORE
