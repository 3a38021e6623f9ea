"""The host's referee in table mode: the match lives on the host's device; each
guest's phone gets only its own seat's view and sends only its own decisions.

Every guest message is checked (``protocol``), then its claim: a seat is taken with
a "hello" and from then on acts only with the secret the host gave it (kept in the
phone's storage, so a reloaded page takes its seat back); an "act" must come from the seat
that decides, on the position it was shown (``move``), and be legal there. Anything else
is refused with a reason and leaves the match as it was.

What reaches a guest: its seat's world (``State.determinize(seat, ...)`` with a seed of
the host's: the position with every card the seat has not seen dealt again at random, the
same kind of world a bot of that seat searches; the guest's page draws it for its seat,
so its board, hand, prices and hints work as in a local game), the game's events (public
by the engines' contract: a card drawn from the deck is an event without the card) and,
when it decides, its legal actions. Nothing of another seat's hand or of the deck order:
the re-deal sorts the unseen cards before shuffling them, so the world sent depends only
on what the seat knows; a test re-deals the true position first and checks that every
message stays the same.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from incagames.core import Action, Rng
from incagames.core.errors import IllegalAction
from incagames.core.match import Match, Seat

from . import protocol as P

Outgoing = list[tuple[int, str]]
"""Messages to send: (seat, text); the host's page sends each on that seat's channel."""
PHONE = "phone"
"""An update's kind of a seat played on a guest's phone."""


def same_secret(kept: str, claimed: str | None) -> bool:
    """Whether a guest's claimed secret is the seat's, compared in constant time (as
    bytes: a claim may hold any character)."""
    return claimed is not None and secrets.compare_digest(kept.encode(),
                                                          claimed.encode("utf-8", "replace"))


@dataclass
class GuestSeat:
    """A seat played on a guest's phone."""

    seat: int
    name: str = ""
    secret: str = ""
    """Given at the first hello; empty while nobody has taken the seat."""
    sent: int = 0
    """How many of the match's log events this seat's phone has been sent."""
    whole: bool = False
    """The phone has been sent the whole finished game."""


class Referee:
    """Checks guests' messages against the match and says what each guest is sent."""

    def __init__(self, match: Match, guest_seats: Sequence[int],
                 new_secret: Callable[[], str] = lambda: secrets.token_urlsafe(18),
                 play: Callable[[Action, int], object] | None = None,
                 take_back: Callable[[int], object] | None = None,
                 deal: Callable[[], int] = lambda: secrets.randbits(64)) -> None:
        seats = range(len(match.seats))
        if not guest_seats or any(s not in seats for s in guest_seats):
            raise ValueError(f"guest seats {list(guest_seats)} are not seats of this game")
        self.match = match
        self.guests = {s: GuestSeat(s) for s in sorted(set(guest_seats))}
        self._new_secret = new_secret
        self._play = play or (lambda action, seat: match.apply(action, seat=seat))
        """Who plays a guest's accepted decision: ``Match.apply`` here; on the host's
        page the turn loop (``play.PlayController``), so that a guest's move is saved,
        drawn and announced like any other. It raises IllegalAction to refuse."""
        self._take_back = take_back or (lambda seat: match.undo(seat))
        """Who takes back a guest's last decision (``Match.undo`` here, the turn loop's
        undo on the host's page); IllegalAction refuses."""
        self._deal = deal
        """The seed of each world sent: unpredictable, so a world tells nothing of the
        next one (tests fix it to compare worlds)."""

    # ------------------------------------------------------------- from guests
    def receive(self, text: str, link: int | None = None) -> Outgoing:
        """A guest's message: what to send back and to whom. A refusal goes to the seat
        the message named when there is one (-1: to the sender only, unknown).
        ``link``: the seat whose invitation opened the channel it came by; a message
        for any other seat is refused (an invitation is for one seat)."""
        try:
            message = P.from_guest(text)
        except P.ProtocolError as exc:
            return [(-1, P.encode("refused", reason=str(exc)))]
        if message["kind"] == "hello":
            if link is not None and message["seat"] != link:
                return [(-1, P.encode("refused", reason="this invitation is for another "
                                                        "seat"))]
            return self._hello(message)
        guest = self._sender(message, link)
        if guest is None:
            return [(-1, P.encode("refused", reason="no seat has that secret"))]
        if message["move"] != len(self.match.actions):
            return self._refuse(guest, "the game has moved on since that decision")
        try:
            if message["kind"] == "undo":
                self._take_back(guest.seat)
            else:
                self._play(Action.from_json(message["action"]), guest.seat)
        except IllegalAction as exc:
            return self._refuse(guest, exc.reason)
        return self.updates()

    def _sender(self, message: dict, link: int | None) -> GuestSeat | None:
        """The seat whose secret the message carries (by the channel of its own
        invitation, when ``link`` says which), else None."""
        guest = next((g for g in self.guests.values()
                      if g.secret and same_secret(g.secret, message["secret"])), None)
        return None if guest is None or (link is not None and guest.seat != link) else guest

    def restore(self, secrets_by_seat: dict[int, str]) -> None:
        """The seats taken before the host's page reloaded (from its autosave): their
        phones take them back with the secrets they keep."""
        for seat, secret in secrets_by_seat.items():
            if seat in self.guests and secret:
                self.guests[seat].secret = secret

    def secrets(self) -> dict[int, str]:
        """The secret of each taken seat, for the host's autosave."""
        return {g.seat: g.secret for g in self.guests.values() if g.secret}

    def forget(self, seat: int) -> None:
        """The seat is no longer a guest's (an AI took it over): its phone is refused."""
        self.guests.pop(seat, None)

    def _hello(self, message: dict) -> Outgoing:
        guest = self.guests.get(message["seat"])
        if guest is None:
            return [(-1, P.encode("refused", reason="that seat is not a guest's"))]
        if guest.secret and not same_secret(guest.secret, message["secret"]):
            return [(-1, P.encode("refused", reason="that seat is taken"))]
        if not guest.secret:
            guest.secret = self._new_secret()
        guest.name = " ".join(message["name"].split())[:40] or guest.name
        if guest.name and guest.name != self.match.seats[guest.seat].name:
            self.match.seats[guest.seat] = Seat(guest.name, self.match.seats[guest.seat].kind)
        guest.sent, guest.whole = 0, False  # a (re)joined page has nothing yet
        welcome = P.encode("welcome", seat=guest.seat, secret=guest.secret,
                           game=self.match.game_id,
                           names=[s.name for s in self.match.seats])
        return [(guest.seat, welcome), *self._position(guest)]

    def _refuse(self, guest: GuestSeat, reason: str) -> Outgoing:
        return [(guest.seat, P.encode("refused", reason=reason)),
                (guest.seat, self._update(guest))]

    def welcome_all(self) -> Outgoing:
        """A new game at the same table (a rematch): every seat taken before is welcomed
        to it with its secret, its whole log and its position."""
        out: Outgoing = []
        for guest in self.guests.values():
            if guest.secret:
                guest.sent, guest.whole = 0, False
                out.append((guest.seat, P.encode(
                    "welcome", seat=guest.seat, secret=guest.secret,
                    game=self.match.game_id, names=[s.name for s in self.match.seats])))
                out += self._position(guest)
        return out

    # ------------------------------------------------------------- from the host
    def apply(self, action: Action, seat: int) -> Outgoing:
        """A decision made on the host's device (its own seats, its AIs): applied to the
        match (IllegalAction as ``Match.apply``), then every joined guest's update."""
        if seat in self.guests:
            raise IllegalAction("a guest's seat decides on the guest's phone")
        self.match.apply(action, seat=seat)
        return self.updates()

    def updates(self) -> Outgoing:
        """The current position for every guest that has joined (and the whole game,
        once it is over)."""
        return [out for g in self.guests.values() if g.secret for out in self._position(g)]

    def _update(self, guest: GuestSeat) -> str:
        state = self.match.state
        # After an undo on the host the log is shorter than what the guest has: its
        # log is cut back to where the two agree, then grows again.
        since = min(guest.sent, len(self.match.log))
        events = self.match.log[since:]
        guest.sent = len(self.match.log)
        deciding = state.current_player
        legal = ([a.to_json() for a in state.legal_actions()]
                 if deciding == guest.seat else [])
        world = state.determinize(guest.seat, Rng(self._deal())).to_json()
        return P.encode("update", move=len(self.match.actions), state=world, since=since,
                        events=events, legal=legal, deciding=deciding,
                        over=bool(state.is_over), undo=self.match.can_undo(guest.seat),
                        names=[s.name for s in self.match.seats], kinds=self.kinds())

    def kinds(self) -> list[str]:
        """Who plays each seat, as an update says it (``PHONE`` for a guest's)."""
        return [PHONE if s in self.guests else seat.kind
                for s, seat in enumerate(self.match.seats)]

    def _final(self) -> str:
        """The whole game, once it is over: every card has been shown at the final
        scoring, so the phones get what the host has (its charts, its review)."""
        return P.encode("final", save=self.match.dumps())

    def _position(self, guest: GuestSeat) -> Outgoing:
        """The seat's update, and the whole game with it once the game is over."""
        out = [(guest.seat, self._update(guest))]
        if self.match.state.is_over and not guest.whole:
            guest.whole = True
            out.append((guest.seat, self._final()))
        return out
