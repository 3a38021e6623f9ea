"""Information-set Monte Carlo tree search (single observer) for any game of the protocol.

The bot's own seat cannot see the other hands or the deck, so every iteration starts from a
fresh ``determinize(seat)`` of the position it was given: the tree is built over what the seat
*knows*, and each node counts how often its actions were available (other seats' options
depend on their hidden cards). Nodes belong to whoever decides there, and every node keeps a
reward per seat, so opponents are searched as maximising their own reward (max-n), which
works for 2 to 5 players.

Games here are long (Cuzco turns are dozens of small decisions with hundreds of options), so
there are no random playouts: a new leaf is valued by the game's heuristic, squashed into a
win chance, and a node's options are ordered by a one-step heuristic look (progressive
bias) and opened a few at a time (progressive widening). At the root the options are first
valued by the greedy bot's look to the end of its own turn, so search starts from the easy
bot's judgement and refines it by looking at the replies.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .actions import Action
from .rng import Rng
from .state import State

Values = Callable[[State], Sequence[float]]
"""Each seat's estimated final score in a position (same units for every seat)."""


@dataclass(frozen=True)
class Budget:
    """How long a decision may think: whichever limit comes first.

    Iterations make a bot reproducible for a seed (tournaments, tests); the time limit keeps
    a slower interpreter (Pyodide in a browser) within the level's promised latency."""

    iterations: int
    seconds: float


@dataclass(frozen=True)
class SearchProfile:
    """A game's knobs for the search: how to value positions and how wide to look."""

    values: Values
    scale: float
    """Score difference that makes a leader about 73% sure to win (a logistic unit)."""
    heuristic: Callable[[State, int], float]
    """The greedy bot's evaluation, used to play out the seat's own turn at the root."""
    root_lookahead: int = 6
    """Own follow-up decisions played greedily before valuing a root option."""
    root_width: int = 0
    """At most this many root options are valued (0: all; a sample plus ``always``)."""
    passive: frozenset[str] = frozenset({"end_turn", "done"})
    """Kinds that stop (a turn or a step); other options must beat them to be searched."""
    width: int = 24
    """At most this many options of a node are looked at (a random sample of the rest)."""
    always: frozenset[str] = frozenset()
    """Action kinds never dropped by sampling (ending a turn, temples, festivals...)."""
    turn_start: Callable[[State], bool] = lambda state: True
    """Whether the current seat is at the start of its own turn: where rollouts stop."""
    policy: Callable[[], object] | None = None
    """Makes the rollout policy, a bot with ``choose(state, seat, rng)`` (the easy bot)."""
    horizon: int = 1
    """Rollouts stop when the bot's own turn has come round this many times."""
    endgame: Callable[[State], bool] | None = None
    """Whether a position is so near the end that rollouts should play to the end of the
    game (exact results instead of the evaluation) rather than to the horizon."""
    finish_turn: bool = False
    """Play the bot's turn at the horizon to its end before valuing: the heuristic may be
    meant for positions where the bot has just finished a turn (Machu Picchu's is)."""
    tree_depth: int = 1
    """Decisions kept in the tree; below it, rollouts."""
    root: Callable[[State, int, list[Action]], list[tuple[Sequence[float], Action]]] | None = None
    """The game's own choice and valuation of the root's options for the seat: the options
    worth searching, each with every seat's value in the units of ``values`` (e.g. with a
    look at the seat's next turn). By default each option is played on greedily to the end
    of the seat's turn and valued by ``values``, and where the seat may stop (a ``passive``
    option) only options that improve on the position as it stands are searched."""
    leaf: Callable[[State, int], Sequence[float]] | None = None
    """Every seat's value where a rollout stops, for the searching seat (default:
    ``values``); e.g. with a look at that seat's next turn."""
    paired: int = 0
    """0: tree search (UCB). Otherwise flat Monte Carlo over this many of the root's best
    options, every option rolled out in the same determinized worlds with the same random
    choices (``PairedBot``)."""
    max_rollout: int = 200
    prior_visits: float = 3.0
    """How many visits a node's one-step look counts for before search outweighs it."""
    exploration: float = 0.35


class Node:
    """One decision point of the information-set tree."""

    __slots__ = ("children", "closed", "order", "player", "prior", "reward", "visits")

    def __init__(self, player: int, num_players: int) -> None:
        self.player = player
        self.visits = 0
        self.reward = [0.0] * num_players
        self.children: dict[Action, Edge] = {}
        self.order: list[Action] | None = None
        self.prior: dict[Action, float] = {}
        self.closed = False
        """The options are fixed (the root: the seat's own options are known, and the
        ones left out were left out on purpose)."""


class Edge:
    """An option of a node: its subtree and how often it was available when looked at."""

    __slots__ = ("available", "node")

    def __init__(self, node: Node) -> None:
        self.node = node
        self.available = 0


class MctsBot:
    """IS-MCTS with heuristic cut-offs; ``budget`` sets the level."""

    def __init__(self, name: str, profile: SearchProfile, budget: Budget) -> None:
        self.name = name
        self.profile = profile
        self.budget = budget
        self.policy = profile.policy() if profile.policy else None
        self.last_iterations = 0
        self.horizon = profile.horizon

    def _set_horizon(self, state: State) -> None:
        """Rollouts of this decision stop at the profile's horizon, or at the end of the
        game when the profile says it is near."""
        endgame = self.profile.endgame
        self.horizon = _TO_THE_END if endgame and endgame(state) else self.profile.horizon

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            self.last_iterations = 0
            return actions[0]
        start = time.perf_counter()
        deadline = start + self.budget.seconds
        self._set_horizon(state)
        root = Node(seat, state.num_players)
        root.closed = True
        self._open(root, state, seat, actions, rng)
        if len(root.order or ()) == 1:
            self.last_iterations = 0
            return root.order[0]  # type: ignore[index]
        iterations = 0
        while iterations < self.budget.iterations and time.perf_counter() < deadline:
            world = state.determinize(seat, rng)
            self._iterate(root, world, rng)
            iterations += 1
        self.last_iterations = iterations
        return self._best(root)

    # -- one iteration -------------------------------------------------------------
    def _iterate(self, root: Node, world: State, rng: Rng) -> None:
        """Follow the tree down to a new leaf, play on greedily to the cut-off, back up."""
        path = [root]
        node = root
        depth = 0
        while not world.is_over and depth < self.profile.tree_depth:
            player = world.current_player
            if node.order is None:
                node.player = player
                self._rank(node, world, player, rng)
            action, created = self._select(node, world, world.legal_actions())
            getattr(world, "apply_legal", world.apply)(action)
            node = node.children[action].node
            path.append(node)
            depth += 1
            if created:
                break
        self._rollout(world, root.player, rng)
        reward = self._reward(world, root.player)
        for visited in path:
            visited.visits += 1
            total = visited.reward
            for q, r in enumerate(reward):
                total[q] += r

    def _rollout(self, world: State, seat: int, rng: Rng) -> None:
        """Every seat plays the greedy policy until ``seat``'s turn has come round
        ``horizon`` times (and, with ``finish_turn``, until that turn is over too): the
        cut-off. It stops earlier when the game ends or the rollout grows too long."""
        profile = self.profile
        turns = 0
        others = False
        horizon = self.horizon
        for _ in range(profile.max_rollout if horizon < _TO_THE_END else _LONGEST_GAME):
            if world.is_over:
                return
            player = world.current_player
            assert player is not None
            if player != seat:
                if turns >= horizon and profile.turn_start(world):
                    return
                others = True
            elif others and profile.turn_start(world):
                turns += 1
                others = False
                if turns >= horizon and not profile.finish_turn:
                    return
            action = self.policy.choose(world, player, rng)
            getattr(world, "apply_legal", world.apply)(action)

    def _select(self, node: Node, world: State, legal: list[Action]) -> tuple[Action, bool]:
        """The option to follow: the next unopened one while the node may widen, else UCB."""
        assert node.order is not None
        legal_set = set(legal)
        for action in () if node.closed else legal:
            if action not in node.prior:
                # Only in this determinization (another seat's hidden cards): unranked.
                node.prior[action] = 0.0
                node.order.append(action)
        allowed = 2 + int(math.sqrt(node.visits + 1))
        opened = 0
        for action in node.order:
            if action not in legal_set:
                continue
            edge = node.children.get(action)
            if edge is None:
                if opened < allowed:
                    # Whoever decides there is known once the action is played.
                    node.children[action] = Edge(Node(-1, world.num_players))
                    self._mark_available(node, legal_set)
                    return action, True
                break
            opened += 1
        self._mark_available(node, legal_set)
        return self._ucb(node, legal_set), False

    @staticmethod
    def _mark_available(node: Node, legal_set: set[Action]) -> None:
        for action, edge in node.children.items():
            if action in legal_set:
                edge.available += 1

    def _ucb(self, node: Node, legal_set: set[Action]) -> Action:
        player = node.player
        m = self.profile.prior_visits
        c = self.profile.exploration
        best_action: Action | None = None
        best = -math.inf
        for action, edge in node.children.items():
            if action not in legal_set:
                continue
            child = edge.node
            n = child.visits
            mean = (child.reward[player] + m * node.prior[action]) / (n + m)
            score = mean + c * math.sqrt(math.log(edge.available + 1) / (n + 1))
            if score > best:
                best, best_action = score, action
        assert best_action is not None
        return best_action

    # -- ordering and values ---------------------------------------------------------
    def _open(self, root: Node, state: State, seat: int, actions: list[Action],
              rng: Rng) -> None:
        """Value the root's options as the greedy bot does (each played on to the end of
        the seat's own turn) and use those values as the priors of the search."""
        profile = self.profile
        actions = sample_actions(actions, profile.root_width, profile.always, rng)
        scored: list[tuple[float, Action]] = []
        if profile.root is not None:
            scored = [(self._chance(v, seat), a) for v, a in profile.root(state, seat, actions)]
            scored.sort(key=lambda item: -item[0])
            root.order = [a for _, a in scored]
            root.prior = {a: v for v, a in scored}
            return
        for action in actions:
            child = state.clone()
            getattr(child, "apply_legal", child.apply)(action)
            _settle(child, seat, state.checkpoint, profile.heuristic, profile.root_lookahead)
            scored.append((self._reward(child)[seat], action))
        scored.sort(key=lambda item: -item[0])
        if any(a.kind in profile.passive for _, a in scored):
            # Where the seat may stop, only options that improve on the position as it
            # stands are searched: no shuffling of pieces for nothing (Cuzco's Incas move
            # for free within a terrain), and every move taken is a strict gain, so a turn
            # cannot loop.
            floor = self._reward(state)[seat] + 1e-9
            scored = [(v, a) for v, a in scored if v > floor or a.kind in profile.passive]
        root.order = [a for _, a in scored]
        root.prior = {a: v for v, a in scored}

    def _rank(self, node: Node, world: State, player: int | None, rng: Rng) -> None:
        """Order a node's options by a one-step look for the player who decides there."""
        legal = sample_actions(world.legal_actions(), self.profile.width, self.profile.always,
                               rng)
        scored: list[tuple[float, Action]] = []
        for action in legal:
            child = world.clone()
            getattr(child, "apply_legal", child.apply)(action)
            scored.append((self._reward(child)[player if player is not None else 0], action))
        scored.sort(key=lambda item: -item[0])
        node.order = [a for _, a in scored]
        node.prior = {a: v for v, a in scored}

    def _reward(self, world: State, leaf_for: int | None = None) -> list[float]:
        """Each seat's chance of winning: exact when over, else from the heuristic (the
        profile's ``leaf`` values where a rollout of ``leaf_for`` stops)."""
        return win_chances(world, self._values(world, leaf_for), self.profile.scale)

    def _values(self, world: State, leaf_for: int | None = None) -> Sequence[float]:
        """Each seat's estimated final score (exact once the game is over)."""
        if world.is_over:
            return world.outcome().scores
        leaf = self.profile.leaf
        if leaf is not None and leaf_for is not None:
            return leaf(world, leaf_for)
        return self.profile.values(world)

    def _chance(self, values: Sequence[float], seat: int) -> float:
        """The seat's win chance from every seat's estimated final score."""
        best_other = max(v for q, v in enumerate(values) if q != seat)
        return squash(values[seat] - best_other, self.profile.scale)

    def _best(self, root: Node) -> Action:
        """The most visited option (the most searched is the most trusted); ties by value."""
        def key(item: tuple[Action, Edge]) -> tuple[int, float]:
            action, edge = item
            node = edge.node
            mean = node.reward[root.player] / node.visits if node.visits else 0.0
            return node.visits, mean + root.prior.get(action, 0.0) * 1e-6
        if not root.children:
            assert root.order
            return root.order[0]
        return max(root.children.items(), key=key)[0]


class PairedBot(MctsBot):
    """Flat Monte Carlo with common random numbers: the root's best options (by the
    game's one-turn judgement) are each rolled out in the same determinized worlds, the
    rollouts of a world sharing their random choices, and the worse half is dropped after
    every few worlds (successive halving).

    Where a re-dealt deck makes single rollouts noisy (Machu Picchu's summit draws), UCB
    over independent rollouts mostly follows the luck of the draw; paired rollouts compare
    the options under the same luck, so their differences are what the options did."""

    def choose(self, state: State, seat: int, rng: Rng) -> Action:
        actions = state.legal_actions()
        self.last_iterations = 0
        if len(actions) == 1:
            return actions[0]
        deadline = time.perf_counter() + self.budget.seconds
        self._set_horizon(state)
        root = Node(seat, state.num_players)
        self._open(root, state, seat, actions, rng)
        order = root.order or []
        if len(order) == 1:
            return order[0]
        candidates = order[: self.profile.paired]
        total = dict.fromkeys(candidates, 0.0)
        worlds = 0
        while (len(candidates) > 1 and self.last_iterations + len(candidates)
               <= self.budget.iterations):
            world = state.determinize(seat, rng)
            luck = rng.next_u64()
            results = []
            for action in candidates:
                if time.perf_counter() > deadline:
                    break
                child = world.clone()
                getattr(child, "apply_legal", child.apply)(action)
                self._rollout(child, seat, Rng(luck))
                results.append(self._reward(child, seat)[seat])
                self.last_iterations += 1
            if len(results) < len(candidates):
                break  # out of time: a world counts only when every option was played in it
            for action, reward in zip(candidates, results, strict=True):
                total[action] += reward
            worlds += 1
            if worlds % HALVING_WORLDS == 0 and len(candidates) > 2:
                candidates.sort(key=lambda a: -total[a])
                candidates = candidates[: max(2, len(candidates) // 2)]
        # The survivors were all played in the same worlds: compare them alone, the
        # game's own judgement counting for ``prior_visits`` worlds.
        m = self.profile.prior_visits
        return max(candidates, key=lambda a: root.prior[a] * m + total[a])


    def appraise(self, state: State, seat: int, rng: Rng, played: Sequence[Action] = ()
                 ) -> list[Appraisal]:
        """The root's best options and ``played`` (the one move a player made), each
        rolled out in the same determinized worlds with the same random choices
        (``appraise``): what a game review compares."""
        actions = state.legal_actions()
        self._set_horizon(state)
        root = Node(seat, state.num_players)
        self._open(root, state, seat, actions, rng)
        candidates = [(a,) for a in (root.order or actions)[: self.profile.paired or None]]
        scale = self.profile.scale

        def play(world: State, option: tuple[Action, ...], luck: int
                 ) -> tuple[list[float], Sequence[float]]:
            child = world.clone()
            getattr(child, "apply_legal", child.apply)(option[0])
            self._rollout(child, seat, Rng(luck))
            values = self._values(child, seat)
            return win_shares(child, values, scale), values

        return appraise(candidates, tuple(played), seat, state.num_players,
                        lambda: (state.determinize(seat, rng), rng.next_u64()), play)


@dataclass(frozen=True)
class Appraisal:
    """What a search thinks of one option (a move, or a whole turn's plan): every seat's
    chance of winning and estimated final score after it, averaged over its worlds."""

    actions: tuple[Action, ...]
    chances: tuple[float, ...]
    scores: tuple[float, ...]


SCREEN_WORLDS = 3
"""Worlds in which an appraisal plays every option before keeping the best few."""
FINAL_WORLDS = 10
"""Worlds in which the options kept and the one played are compared in all."""
KEPT = 2
"""The search's options still compared with the one played after the first worlds."""

Option = tuple[Action, ...]
Deal = Callable[[], tuple[State, int]]
"""A new determinized world and the random seed its rollouts share."""
PlayOut = Callable[[State, Option, int], tuple[Sequence[float], Sequence[float]]]
"""Plays an option in a world with a seed: every seat's win chance and estimated score."""


def appraise(candidates: list[Option], played: Option, seat: int, players: int, deal: Deal,
             play: PlayOut, screen: int = SCREEN_WORLDS, final: int = FINAL_WORLDS
             ) -> list[Appraisal]:
    """A search's options (best first by its own judgement) and the one a player chose,
    compared under the same luck: every option is played in ``SCREEN_WORLDS`` shared
    worlds, then the ``KEPT`` best and the one played go on to ``FINAL_WORLDS`` (successive
    halving that never drops the move played). Returns those finalists, best first by
    the seat's chance (the search's order breaks ties), with every seat's mean chance and
    estimated score over all their worlds."""
    options = list(candidates)
    if played and played not in options:
        options.append(played)
    chances = {o: [0.0] * players for o in options}
    scores = {o: [0.0] * players for o in options}
    alive = options
    for world_no in range(final):
        if world_no == screen:
            ranked = sorted(alive, key=lambda o: (-chances[o][seat], options.index(o)))
            alive = [o for o in ranked if o != played][:KEPT]
            if played:
                alive.append(played)
        world, luck = deal()
        for option in alive:
            won, values = play(world, option, luck)
            for q in range(players):
                chances[option][q] += won[q]
                scores[option][q] += values[q]
    out = [Appraisal(o, tuple(c / final for c in chances[o]),
                     tuple(v / final for v in scores[o])) for o in alive]
    out.sort(key=lambda a: (-a.chances[seat], options.index(a.actions)))
    return out
_TO_THE_END = 1 << 30
_LONGEST_GAME = 100_000
"""Decisions a rollout to the end of the game may take at most (a safety net)."""
HALVING_WORLDS = 3
"""Worlds every option is rolled out in before the worse half of the options is dropped."""


def sample_actions(actions: list[Action], width: int, always: frozenset[str],
            rng: Rng) -> list[Action]:
    """All actions when few; else every action of an ``always`` kind and a random rest."""
    if not width or len(actions) <= width:
        return actions
    keep = [a for a in actions if a.kind in always]
    rest = [a for a in actions if a.kind not in always]
    rng.shuffle(rest)
    return keep + rest[: max(0, width - len(keep))]


def _settle(state: State, seat: int, checkpoint: int, heuristic: Callable[[State, int], float],
            depth: int) -> None:
    """Play the seat's own follow-up decisions of this turn, each the 1-ply best."""
    while depth > 0 and state.current_player == seat and state.checkpoint == checkpoint:
        best: Action | None = None
        best_value = -math.inf
        for action in state.legal_actions():
            child = state.clone()
            getattr(child, "apply_legal", child.apply)(action)
            value = heuristic(child, seat)
            if value > best_value:
                best, best_value = action, value
        assert best is not None
        getattr(state, "apply_legal", state.apply)(best)
        depth -= 1


def win_chances(state: State, values: Sequence[float], scale: float) -> list[float]:
    """Each seat's chance of winning: its share of the win once the game is over, else
    its estimated lead over the best other seat squashed (``scale``: a logistic unit)."""
    n = state.num_players
    if state.is_over:
        return final_shares(state)
    return [squash(values[q] - max(values[r] for r in range(n) if r != q), scale)
            for q in range(n)]


def win_shares(state: State, values: Sequence[float], scale: float) -> list[float]:
    """Each seat's chance of winning, adding up to 1 over the seats: its share of the win
    once the game is over, else a softmax of the estimated scores (``scale``: the lead
    that makes a leader of two about 73% sure, as ``squash``). What a review shows;
    the bots' own rewards (``win_chances``) need not add up."""
    if state.is_over:
        return final_shares(state)
    top = max(values)
    weights = [math.exp(max(-30.0, (v - top) / scale)) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def final_shares(state: State) -> list[float]:
    """Each seat's share of the win in a finished game (ties share it)."""
    winners = state.outcome().winners
    return [1.0 / len(winners) if q in winners else 0.0 for q in range(state.num_players)]


def squash(diff: float, scale: float) -> float:
    """A score difference as a win chance in (0, 1)."""
    x = max(-30.0, min(30.0, diff / scale))
    return 1.0 / (1.0 + math.exp(-x))
