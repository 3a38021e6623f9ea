"""The question dialog (``#ask``): a modal question with two answers, answered by its
buttons or Escape (no answer: "no"); never the browser's blocking ``confirm``."""

from __future__ import annotations

import asyncio

from .dom import by_id, on


class AskDialog:
    """One question at a time: a new one answers the one still open with "no"."""

    def __init__(self) -> None:
        self._future: asyncio.Future | None = None

    def bind(self) -> None:
        on(by_id("ask-yes"), "click", lambda _e: self.answer(True))
        on(by_id("ask-no"), "click", lambda _e: self.answer(False))
        on(by_id("ask"), "cancel", lambda _e: self.answer(False))

    async def ask(self, question: str, yes: str, no: str) -> bool:
        """A modal question with two answers (never the browser's blocking confirm)."""
        if self._future is not None and not self._future.done():
            self._future.set_result(False)
        dialog = by_id("ask")
        by_id("ask-text").textContent = question
        by_id("ask-yes").textContent = yes
        by_id("ask-no").textContent = no
        self._future = asyncio.get_event_loop().create_future()
        if not dialog.open:
            dialog.showModal()
        by_id("ask-no").focus()
        answer = await self._future
        if dialog.open:
            dialog.close()
        return bool(answer)

    def answer(self, yes: bool) -> None:
        if self._future is not None and not self._future.done():
            self._future.set_result(yes)
