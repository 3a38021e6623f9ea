"""The one exception the engine raises for a move that the rules forbid."""


class IllegalAction(ValueError):
    """An action that is not legal now, or input that is not an action at all.

    The state that raised it is unchanged. ``reason`` is a sentence for a player.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
