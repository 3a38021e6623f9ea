"""The results dialog at the end of a game: the winner's headline, the ranking with each
seat's score breakdown (the game's ``result_columns``), where the points came from and
the score after each day or round, as charts and as a table. What the charts read:
``summary.py`` and the game's ``results`` module."""

from __future__ import annotations

from typing import TYPE_CHECKING

from incagames.core.state import Outcome

from .. import games
from ..draw import charts
from ..page.dom import by_id, esc, mark_svg
from ..text.i18n import t
from . import summary as results

if TYPE_CHECKING:
    from ..view.board import BoardView

NUM = ' class="num"'


class ResultsDialog:
    """The dialog ``#results`` for the match on ``board``."""

    def __init__(self, board: BoardView) -> None:
        self.board = board
        self._score_history: tuple[int, results.History] | None = None

    def close(self) -> None:
        dialog = by_id("results")
        if dialog.open:
            dialog.close()

    def _seat_label(self, seat: int) -> str:
        level = self.board.match.seats[seat].level
        return t("kind.human") if level is None else t("level." + level)

    def show(self) -> None:
        board = self.board
        names = board.names
        outcome = board.match.state.outcome()
        columns = board.result_columns()
        best = max(outcome.scores)
        tied = [seat for seat, score in enumerate(outcome.scores)
                if score == best and seat not in outcome.winners]
        headline = results.headline(names, outcome.winners, f"{best:g} {board.score_unit}",
                                    tied, board.t("results.tie_break") if tied else "")
        labels = [t("results.rank"), t("results.player")] + [board.t("results." + key)
                                                               for key, _ in columns]
        rows = []
        for r in sorted(outcome.results, key=lambda r: (r.rank, r.seat)):
            cells = [str(r.rank),
                     f'{mark_svg(r.seat)} <span class="rname">{esc(names[r.seat])}</span>'
                     f' <span class="small">{esc(self._seat_label(r.seat))}</span>']
            cells += [esc(value(r.breakdown)) for _, value in columns]
            tds = "".join(
                f'<td data-label="{esc(label)}"{"" if i == 1 else NUM}>'
                f'{cell if i != 2 else "<b>" + cell + "</b>"}</td>'
                for i, (label, cell) in enumerate(zip(labels, cells, strict=True)))
            cls = ' class="winner"' if r.rank == 1 else ""
            rows.append(f'<tr data-testid="result-row"{cls}>{tds}</tr>')
        head = "".join(f'<th scope="col">{esc(label)}</th>' for label in labels)
        legend = "".join(f"<dt>{esc(board.t('results.' + key))}</dt>"
                         f"<dd>{esc(board.t('results.' + key + '.why'))}</dd>"
                         for key, _ in columns)
        dialog = by_id("results")
        dialog.querySelector(".results-title").textContent = headline
        dialog.querySelector(".results-ending").textContent = board.results_subtitle(
            outcome.ending)
        dialog.querySelector(".results-table").innerHTML = (
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>")
        dialog.querySelector(".results-legend").innerHTML = legend
        dialog.querySelector(".results-charts").innerHTML = self._charts_html(outcome)
        if not dialog.open:
            dialog.showModal()
            dialog.scrollTop = 0  # the winner first, even where "New game" is below the fold

    def _charts_html(self, outcome: Outcome) -> str:
        """Where each seat's points came from (a bar chart per source, on one scale) and
        its score after each day or round, with the same numbers as a table."""
        board = self.board
        names = board.names
        part = games.results(board.game_id)
        seats = range(len(names))
        by_seat = {r.seat: part.sources(r.breakdown) for r in outcome.results}
        panels = [(t("chart.total"), list(outcome.scores))]
        for i, (key, _value) in enumerate(by_seat[0]):
            values = [by_seat[s][i][1] for s in seats]
            if any(values):
                panels.append((board.t("results." + key), values))
        top = max((v for _, values in panels for v in values), default=0)
        bars = "".join(charts.bar_chart(label, values, top, names)
                       for label, values in panels)
        key = "".join(f"<li>{mark_svg(s)} {esc(name)}</li>" for s, name in enumerate(names))
        sources = (f'<ul class="chart-seats" aria-hidden="true">{key}</ul>'
                   f'<section class="chart-part"><h3>{esc(t("chart.sources"))}</h3>'
                   f'<div class="bar-grid">{bars}</div></section>')
        if not getattr(board.match, "replayable", True):
            return sources  # a guest's phone at a table: the moves are the host's
        history = self._history()
        period = board.t("chart.period")
        lines = "; ".join(f"{name}: " + ", ".join(f"{v:g}" for v in history.scores[s])
                          for s, name in enumerate(names))
        chart = charts.line_chart([str(p) for p in history.periods], history.scores, period,
                                  board.score_unit, f"{t('chart.history')} ({period}): {lines}")
        head = "".join(f'<th scope="col">{esc(period)} {p}</th>' for p in history.periods)
        body = "".join(
            f'<tr><th scope="row">{mark_svg(s)} {esc(names[s])}</th>'
            + "".join(f"<td{NUM}>{v:g}</td>" for v in history.scores[s]) + "</tr>"
            for s in seats)
        return (f'{sources}<section class="chart-part"><h3>{esc(t("chart.history"))}</h3>{chart}'
                f'<details class="history-table"><summary>{esc(t("chart.table"))}</summary>'
                f'<div class="table-wrap"><table><thead><tr><th scope="col">'
                f'{esc(t("results.player"))}</th>{head}</tr></thead><tbody>{body}</tbody>'
                f"</table></div></details></section>")

    def _history(self) -> results.History:
        """The score history, replayed once per finished match (a few dozen ms)."""
        match = self.board.match
        moves = len(match.actions)
        if self._score_history is None or self._score_history[0] != moves:
            self._score_history = (moves, results.score_history(
                match.game_id, match.seed, len(match.seats), match.actions,
                games.results(match.game_id), match.options))
        return self._score_history[1]
