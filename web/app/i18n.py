"""Message catalogs: every text shown to players comes from here (English, Spanish,
German, French).

This module holds the shared texts (menu, saves, hints, results frame...); each game's own
texts are in ``games/<game>/messages.py``, filed here under the game's prefix by
``scoped``, so game keys never collide. Spanish terms follow the Spanish rulebooks. The
German and French texts live apart (``lang/de.py``, ``lang/fr.py``, the games'
``messages_de.py``/``messages_fr.py``); a key they lack shows in English.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import NamedTuple


class Plural(NamedTuple):
    """A message whose words depend on a number: ``var`` names the value that selects
    the form (``one`` or ``other``, by the language's plural rule)."""

    var: str
    one: str
    other: str


def P(var: str, one: str, other: str) -> Plural:
    """A plural message (a short name: the catalogs use it like a literal)."""
    return Plural(var, one, other)


Message = str | Plural

EN: dict[str, Message] = {
    # chrome
    "title": "Inca Games",
    "loading": "Loading the Inca engine…",
    "menu.subtitle": "Two Inca board games, played offline in your browser.",
    "menu.game": "Game",
    "menu.players": "Players",
    "menu.seed": "Seed (optional)",
    "menu.seed_hint": "same seed, same deal",
    "menu.start": "Start game",
    "menu.import": "Load a save file…",
    "menu.language": "Language",
    "menu.seat": "Seat {n}",
    "menu.name": "Name",
    "menu.new": "New game",
    "menu.players_n": "{low}–{high} players",
    "menu.quick": "Quick game vs AI",
    "menu.quick_why": "You against {n} normal AIs, starting now",
    "menu.learn": "Learn to play",
    "menu.setup": "Set up",
    "menu.setup_any": "Set up a game…",
    "menu.setup_title": "Set up a game",
    "menu.back": "Back",
    "menu.latest": "Continue where you left off",
    "menu.confirm_end": "Ask me to confirm the end of each turn (so the last step can still "
        "be undone)",
    "doc.title": "Inca Games — The Princes of Machu Picchu and Cuzco",
    "doc.title_game": "{game} — Inca Games",
    "board.label": "Board of {game}; every action on it is also a button in the panel",
    "bt.title": "The board in words",
    "bt.actions": "What you can do here",
    "bt.general": "The decision now",
    "bt.more": P("n", "Show the {n} action here", "Show the {n} actions here"),
    "sheet.fold": "Fold to one row",
    "prompt.title": "Your decision",
    "board.frame": "Board (the arrow keys scroll it when zoomed in)",
    "sheet.unfold": "Show all choices",
    "saves.heading": "Saved games",
    "saves.title": "{game} of {date}",
    "saves.over": "finished",
    "saves.moves": P("n", "{n} move", "{n} moves"),
    "saves.continue": "Continue",
    "saves.delete": "Delete",
    "saves.delete_label": "Delete the saved game {game}",
    "ask.discard_oldest": "The list of saved games is full. Starting this game discards the "
        "oldest one ({game}).",
    "ask.discard": "Discard it and start",
    "ask.keep": "Keep it",
    "ask.delete": "Delete the saved game {game}? This cannot be undone.",
    "ask.delete_yes": "Delete",
    "kind.human": "Human",
    "kind.ai-random": "AI · random",
    "kind.ai-easy": "AI · easy",
    "kind.ai-normal": "AI · normal",
    "kind.ai-hard": "AI · hard",
    "kind.ai-expert": "AI · expert",
    "default.name": "Player {n}",
    "default.ai": "AI {n}",
    "level.random": "random AI",
    "level.easy": "easy AI",
    "level.normal": "normal AI",
    "level.hard": "hard AI",
    "level.expert": "expert AI",
    "btn.undo": "Undo",
    "btn.rules": "Rules",
    "rules.title": "{game}: the rules in brief",
    "rules.rulings": "Rulings of this app (where the rulebook is silent)",
    "rules.data": "Component data",
    "rules.in_english": "These rules are only available in English.",
    "btn.menu": "Menu",
    "btn.more": "More: AI speed, review, files, menu",
    "btn.export": "Save file",
    "btn.import": "Load file",
    "btn.continue": "I am {name} — show my cards",
    "btn.close": "Close",
    "btn.new_game": "New game",
    "btn.rematch": "Rematch",
    "btn.confirm": "Confirm",
    "pace": "AI speed",
    "zoom": "Zoom", "zoom.in": "Zoom in", "zoom.out": "Zoom out",
    "zoom.fit": "Show the whole board",
    "pace.fast": "fast",
    "pace.slow": "slow",
    "handover.title": "Pass the device to {name}",
    "thinking": "{name} ({level}) is thinking…",
    "think.line": "{name} is thinking…",
    "think.bar": "How far {name} has thought",
    "waiting_ai": "Waiting for {name} ({level})…",
    "hint.button": "Hint",
    "hint.busy": "Thinking…",
    "hint.title": "Ask the hard AI what it would do here (key H)",
    "hint.text": "Hint: {action}",
    "hint.failed": "No hint this time: {reason}",
    "no_cards": "No cards.",
    "log": "Log",
    "n_cards": P("n", "{n} card", "{n} cards"),
    "you": "you",
    # errors
    "err.import": "That file could not be loaded: {reason} The current game is unchanged.",
    "err.unreadable": "the file could not be read.",
    "err.damaged": "its stored data is damaged.",
    "err.resume": "The saved game could not be opened: {reason}",
    "err.save": "This browser refused to save the game (storage full or disabled): use "
        "“Save file” to keep it.",
    "err.param": "The link had a problem: {reason} Choose a game in the menu instead.",
    "err.action": "Not allowed: {reason}",
    "err.game": "unknown game {game!r}.",
    "err.players": "{game} needs {low} to {high} seats, one per player.",
    "err.seat": "unknown seat type {kind!r} (use human, ai-easy, ai-normal, ai-hard, "
        "ai-expert or ai-random).",
    "err.ai": "{name} ({level}) cannot move: {reason}",
    "err.seed": "the seed must be a whole number from -{high} to {high}.",
    "err.pace": "the pace must be a number of milliseconds from 0 to {high}.",
    "err.unknown_param": "unknown parameter {name!r}.",
    "err.worker": "The AI helper could not start; AI moves run on the main page.",
    "err.internal": "Something went wrong on this page ({reason}); your game is saved: "
                    "reload the page to go on.",
    # results and the end of a turn
    "results.title": "Final scoring — {ending}",
    "results.rank": "Rank", "results.player": "Player",
    "results.winner": "{name} wins with {score}",
    "results.tie": "{names} share the win with {score}",
    "results.winner_tiebreak": "{name} wins with {score}: tied with {others}, ahead on "
                               "the tie-break, {by}",
    "list.and": "{first} and {last}",
    "chart.sources": "Where the points came from",
    "chart.total": "Total",
    "chart.history": "Score over the game",
    "chart.table": "The scores as a table",
    "an.title": "Analysis",
    "an.seat": "Judge the choices of",
    "an.start": "Analyse",
    "an.resume": "Go on ({done} of {total} judged)",
    "an.stop": "Stop",
    "an.explain": "The hard AI judges every choice of this seat in the background; you can "
        "keep replaying meanwhile.",
    "an.progress": "Judging choice {done} of {total}…",
    "an.progress_label": "Analysis progress",
    "an.done": "{n} choices judged by the {level}.",
    "an.failed": "The analysis stopped: {reason}",
    "an.own_only": "While the game goes on, only your own choices can be analysed: choose "
        "your seat's view.",
    "an.hot_seat": "Choices can be analysed once the game is over: until then every "
        "player's cards stay hidden.",
    "an.chart": "Each player's chance of winning after each judged choice; numbered "
        "marks are the biggest swings.",
    "an.chart_summary": "Chances of winning over {n} choices of {name}; at the end: {now}",
    "an.x": "Move",
    "an.pct": "{n}%",
    "an.more": P("n", "and {n} more step", "and {n} more steps"),
    "an.swing": "Move {move} ({when}): {name}'s chance {after}, {before} with the AI's move",
    "an.swing_moves": "Played: {played}. The AI would have played: {best}.",
    "an.swing_why": "The moves",
    "an.swings": "Biggest swings",
    "an.no_swings": "No choice cost as much as 2% of a win.",
    "an.here": "Here {name} chose: {played}.",
    "an.agrees": "The AI would have made the same choice.",
    "an.bot_would": "The AI would have played: {best}.",
    "an.figures": "Chance of winning {before} with the AI's move, {after} with this one; "
        "expected score {score_before} and {score_after} {unit}.",
    "an.export": "Save file with analysis",
    "toolbar.over": "Game over",
    "end.title": "End of your turn",
    "end.status": "{name}: confirm the end of your turn, or take the last step back.",
    "end.text": "Your last step: {action}. After “End turn” it cannot be undone.",
    "end.confirm": "End turn",
    "end.take_back": "Take back",
    # == motion: the "since your last turn" summary ==
    "recap.title": "Since your last turn",
    "recap.moves": P("n", "{n} move", "{n} moves"),
    "recap.step": "move {i} of {n}",
    "recap.prev": "Previous move",
    "recap.next": "Next move",
    "recap.close": "Close the summary",
    "recap.nothing": "no change on the board",
}

ES: dict[str, Message] = {
    "title": "Juegos incas",
    "loading": "Cargando el motor inca…",
    "menu.subtitle": "Dos juegos de mesa incas, sin conexión en tu navegador.",
    "menu.game": "Juego", "menu.players": "Jugadores", "menu.seed": "Semilla (opcional)",
    "menu.seed_hint": "misma semilla, mismo reparto", "menu.start": "Empezar",
    "menu.import": "Cargar un archivo…",
    "menu.language": "Idioma", "menu.seat": "Asiento {n}",
    "menu.name": "Nombre",
    "menu.new": "Nueva partida",
    "menu.players_n": "{low}–{high} jugadores",
    "menu.quick": "Partida rápida contra la IA",
    "menu.quick_why": "Tú contra {n} IA normales, ya mismo",
    "menu.learn": "Aprender a jugar",
    "menu.setup": "Preparar",
    "menu.setup_any": "Preparar una partida…",
    "menu.setup_title": "Preparar una partida",
    "menu.back": "Volver",
    "menu.latest": "Sigue donde lo dejaste",
    "menu.confirm_end": "Pedirme que confirme el fin de cada turno (así aún se puede deshacer "
        "el último paso)",
    "doc.title": "Juegos incas: Los Príncipes de Machu Picchu y Cuzco",
    "doc.title_game": "{game} · Juegos incas",
    "board.label": "Tablero de {game}; cada acción del tablero también es un botón del panel",
    "bt.title": "El tablero en palabras",
    "bt.actions": "Lo que puedes hacer aquí",
    "bt.general": "La decisión actual",
    "bt.more": P("n", "Mostrar la acción de aquí", "Mostrar las {n} acciones de aquí"),
    "sheet.fold": "Reducir a una fila",
    "prompt.title": "Tu decisión",
    "board.frame": "Tablero (las flechas lo desplazan con zoom)",
    "sheet.unfold": "Ver todas las opciones",
    "saves.heading": "Partidas guardadas",
    "saves.title": "{game} del {date}",
    "saves.over": "terminada",
    "saves.moves": P("n", "{n} jugada", "{n} jugadas"),
    "saves.continue": "Continuar",
    "saves.delete": "Borrar",
    "saves.delete_label": "Borrar la partida guardada {game}",
    "ask.discard_oldest": "La lista de partidas guardadas está llena. Empezar esta partida "
        "descarta la más antigua ({game}).",
    "ask.discard": "Descartarla y empezar",
    "ask.keep": "Conservarla",
    "ask.delete": "¿Borrar la partida guardada {game}? No se puede deshacer.",
    "ask.delete_yes": "Borrar",
    "kind.human": "Humano", "kind.ai-random": "IA · aleatoria", "kind.ai-easy": "IA · fácil",
    "kind.ai-normal": "IA · normal", "kind.ai-hard": "IA · difícil",
    "kind.ai-expert": "IA · experta",
    "default.name": "Jugador {n}", "default.ai": "IA {n}",
    "level.random": "IA aleatoria", "level.easy": "IA fácil", "level.normal": "IA normal",
    "level.hard": "IA difícil", "level.expert": "IA experta",
    "btn.rules": "Reglas",
    "rules.title": "{game}: las reglas en breve",
    "rules.rulings": "Decisiones de esta aplicación (donde el reglamento no dice nada)",
    "rules.data": "Datos de los componentes",
    "rules.in_english": "Estas reglas solo están disponibles en inglés.",
    "btn.undo": "Deshacer", "btn.menu": "Menú",
    "btn.more": "Más: velocidad de la IA, repasar, archivos, menú", "btn.export": "Guardar archivo",
    "btn.import": "Cargar archivo", "btn.continue": "Soy {name}: mostrar mis cartas",
    "btn.close": "Cerrar", "btn.new_game": "Nueva partida",
    "btn.rematch": "Revancha", "btn.confirm": "Confirmar",
    "zoom": "Zoom", "zoom.in": "Acercar", "zoom.out": "Alejar",
    "zoom.fit": "Ver todo el tablero",
    "pace": "Velocidad de la IA", "pace.fast": "rápida", "pace.slow": "lenta",
    "handover.title": "Pasa el dispositivo a {name}",
    "thinking": "{name} ({level}) está pensando…", "waiting_ai": "Esperando a {name} ({level})…",
    "think.line": "{name} está pensando…", "think.bar": "Cuánto ha pensado {name}",
    "hint.button": "Pista", "hint.busy": "Pensando…",
    "hint.title": "Pregunta a la IA difícil qué haría aquí (tecla H)",
    "hint.text": "Pista: {action}", "hint.failed": "Esta vez no hay pista: {reason}",
    "no_cards": "Sin cartas.", "log": "Registro",
    "n_cards": P("n", "{n} carta", "{n} cartas"),
    "you": "tú",
    "err.import": "No se pudo cargar el archivo: {reason} La partida actual no cambia.",
    "err.unreadable": "no se pudo leer el archivo.",
    "err.damaged": "sus datos guardados están dañados.",
    "err.resume": "No se pudo abrir la partida guardada: {reason}",
    "err.save": "Este navegador no permitió guardar la partida (almacenamiento lleno o "
        "desactivado): usa «Guardar archivo» para conservarla.",
    "err.param": "El enlace tiene un problema: {reason} Elige una partida en el menú.",
    "err.action": "No permitido: {reason}",
    "err.game": "juego desconocido {game!r}.",
    "err.players": "{game} necesita de {low} a {high} asientos, uno por jugador.",
    "err.seat": "tipo de asiento desconocido {kind!r} (usa human, ai-easy, ai-normal, ai-hard, "
                "ai-expert o ai-random).",
    "err.ai": "{name} ({level}) no puede jugar: {reason}",
    "err.seed": "la semilla debe ser un número entero entre -{high} y {high}.",
    "err.pace": "el ritmo debe ser un número de milisegundos entre 0 y {high}.",
    "err.unknown_param": "parámetro desconocido {name!r}.",
    "err.worker": "El ayudante de la IA no arrancó; la IA juega en la página principal.",
    "err.internal": "Algo falló en esta página ({reason}); tu partida está guardada: "
                    "recarga la página para seguir.",
    "results.title": "Puntuación final: {ending}",
    "results.rank": "Puesto", "results.player": "Jugador",
    "results.winner": "{name} gana con {score}",
    "results.tie": "{names} comparten la victoria con {score}",
    "results.winner_tiebreak": "{name} gana con {score}: empata con {others} y gana el "
                               "desempate, {by}",
    "list.and": "{first} y {last}",
    "chart.sources": "De dónde vienen los puntos",
    "chart.total": "Total",
    "chart.history": "La puntuación durante la partida",
    "chart.table": "Las puntuaciones en una tabla",
    "an.title": "Análisis",
    "an.seat": "Juzgar las decisiones de",
    "an.start": "Analizar",
    "an.resume": "Continuar ({done} de {total} juzgadas)",
    "an.stop": "Detener",
    "an.explain": "La IA difícil juzga en segundo plano cada decisión de este jugador; "
        "mientras tanto puedes seguir viendo la partida.",
    "an.progress": "Juzgando la decisión {done} de {total}…",
    "an.progress_label": "Progreso del análisis",
    "an.done": "{n} decisiones juzgadas por la {level}.",
    "an.failed": "El análisis se detuvo: {reason}",
    "an.own_only": "Mientras la partida sigue, solo se pueden analizar tus propias "
        "decisiones: elige la vista de tu asiento.",
    "an.hot_seat": "Las decisiones se pueden analizar cuando termine la partida: hasta "
        "entonces las cartas de cada jugador siguen ocultas.",
    "an.chart": "La probabilidad de ganar de cada jugador tras cada decisión juzgada; "
        "las marcas numeradas son los mayores vuelcos.",
    "an.chart_summary": "Probabilidad de ganar a lo largo de {n} decisiones de {name}; "
        "al final: {now}",
    "an.x": "Jugada",
    "an.pct": "{n} %",
    "an.more": P("n", "y {n} paso más", "y {n} pasos más"),
    "an.swing": "Jugada {move} ({when}): probabilidad de {name} {after}, {before} con la "
        "jugada de la IA",
    "an.swing_moves": "Jugado: {played}. La IA habría jugado: {best}.",
    "an.swing_why": "Las jugadas",
    "an.swings": "Los mayores vuelcos",
    "an.no_swings": "Ninguna decisión costó un 2 % de victoria o más.",
    "an.here": "Aquí {name} eligió: {played}.",
    "an.agrees": "La IA habría hecho lo mismo.",
    "an.bot_would": "La IA habría jugado: {best}.",
    "an.figures": "Probabilidad de ganar: {before} con la jugada de la IA, {after} con "
        "esta; puntuación esperada {score_before} y {score_after} {unit}.",
    "an.export": "Guardar archivo con el análisis",
    "toolbar.over": "Fin de la partida",
    "end.title": "Fin de tu turno",
    "end.status": "{name}: confirma el fin de tu turno, o deshaz el último paso.",
    "end.text": "Tu último paso: {action}. Tras «Terminar turno» ya no se puede deshacer.",
    "end.confirm": "Terminar turno",
    "end.take_back": "Deshacer",
    # == motion: el resumen «desde tu último turno» ==
    "recap.title": "Desde tu último turno",
    "recap.moves": P("n", "{n} jugada", "{n} jugadas"),
    "recap.step": "jugada {i} de {n}",
    "recap.prev": "Jugada anterior",
    "recap.next": "Jugada siguiente",
    "recap.close": "Cerrar el resumen",
    "recap.nothing": "ningún cambio en el tablero",
}

# == learn: rules sections, player aid, legend, guided first game ==
EN.update({
    "rules.title": "{game}: rules",
    "rules.tabs": "Rules, player aid, colours and marks",
    "rules.tab.rules": "Rules", "rules.tab.aid": "Player aid",
    "rules.tab.legend": "Legend", "rules.contents": "Contents",
    "rules.setup": "Set-up", "rules.turn": "A turn", "rules.actions": "The actions",
    "rules.scoring": "Scoring", "rules.end": "End of the game",
    "legend.seat": "{name}: colour and shape of their pieces and marks.",
    "legend.target": "Gold glow: where you can act now (a badge shows a cost).",
    "legend.hint": "Pink outline and “Hint” badge: the suggested move, or the step of "
        "the guided game.",
    "legend.hover": "Point at or tap any part of the board: it is explained under the "
        "board.",
    "btn.learn": "Guided first game",
    "learn.text": "New to the game? Play a short scripted opening against the easy AI, "
        "one kind of move at a time, then finish the game.",
    "tut.step": "Guided game · step {n} of {total}",
    "tut.free": "Guided game · now play on your own",
    "tut.skip": "Leave the guide",
    "tut.refuse": "Not yet: {text}",
})
ES.update({
    "rules.title": "{game}: reglas",
    "rules.tabs": "Reglas, ayuda de juego, colores y marcas",
    "rules.tab.rules": "Reglas", "rules.tab.aid": "Ayuda de juego",
    "rules.tab.legend": "Leyenda", "rules.contents": "Índice",
    "rules.setup": "Preparación", "rules.turn": "Un turno", "rules.actions": "Las acciones",
    "rules.scoring": "Puntuación", "rules.end": "Fin de la partida",
    "legend.seat": "{name}: color y forma de sus piezas y marcas.",
    "legend.target": "Brillo dorado: donde puedes actuar ahora (una etiqueta indica el "
        "coste).",
    "legend.hint": "Contorno rosa y etiqueta «Pista»: la jugada sugerida, o el paso de la "
        "partida guiada.",
    "legend.hover": "Señala o toca cualquier parte del tablero: se explica debajo.",
    "btn.learn": "Partida guiada",
    "learn.text": "¿Nuevo en el juego? Juega una apertura guiada contra la IA fácil, un "
        "tipo de jugada cada vez, y luego termina la partida.",
    "tut.step": "Partida guiada · paso {n} de {total}",
    "tut.free": "Partida guiada · ahora juega por tu cuenta",
    "tut.skip": "Dejar la guía",
    "tut.refuse": "Todavía no: {text}",
})

# == review: the replay of a game, move by move ==
EN.update({
    "review.open": "Review",
    "review.open_title": "Replay this game move by move (the game itself stays as it is)",
    "results.review": "Review game",
    "saves.review": "Review",
    "saves.review_label": "Review the saved game {game}",
    "menu.review": "Review a save file…",
    "review.pick": "Choose a save file to review",
    "review.pick_text": "Pick a game saved with “Save file”: its replay opens, move by move, "
        "and the file is not changed.",
    "review.pick_button": "Choose a file…",
    "review.pick_cancel": "Not now",
    "review.badge": "Replay",
    "review.back_game": "Back to the game",
    "review.back_menu": "Close the replay",
    "review.controls": "Replay controls",
    "review.timeline": "Position in the game",
    "review.to_start": "To the start (Home)",
    "review.to_end": "To the end (End)",
    "review.prev_move": "Previous move (←)",
    "review.next_move": "Next move (→)",
    "review.prev_turn": "Previous turn (Shift+←)",
    "review.next_turn": "Next turn (Shift+→)",
    "review.move": "Move",
    "review.turn": "Turn",
    "review.play": "Play (Space)",
    "review.pause": "Pause (Space)",
    "review.speed": "Speed",
    "review.half": "0.5×",
    "review.view": "Whose view",
    "review.everyone": "Everyone (no hidden cards)",
    "review.seat": "{name}’s view",
    "review.all": "Every hand (the game is over)",
    "review.view_help": "A player’s view shows their own cards, as they saw them.",
    "review.cards": "{name}’s cards",
    "review.log": "Moves",
    "review.at_start": "Start of the game",
    "review.at": "Move {k} of {n}",
    "review.to_decide": "{name} to decide",
    "review.step": "go to move {k}",
    "err.review": "“review” takes no value: use index.html?review.",
})
ES.update({
    "review.open": "Repasar",
    "review.open_title": "Repasa esta partida jugada a jugada (la partida no cambia)",
    "results.review": "Repasar la partida",
    "saves.review": "Repasar",
    "saves.review_label": "Repasar la partida guardada {game}",
    "menu.review": "Repasar un archivo…",
    "review.pick": "Elige un archivo de partida para repasar",
    "review.pick_text": "Elige una partida guardada con «Guardar archivo»: se abre su "
        "repetición, jugada a jugada, y el archivo no cambia.",
    "review.pick_button": "Elegir un archivo…",
    "review.pick_cancel": "Ahora no",
    "review.badge": "Repetición",
    "review.back_game": "Volver a la partida",
    "review.back_menu": "Cerrar la repetición",
    "review.controls": "Controles de la repetición",
    "review.timeline": "Momento de la partida",
    "review.to_start": "Al principio (Inicio)",
    "review.to_end": "Al final (Fin)",
    "review.prev_move": "Jugada anterior (←)",
    "review.next_move": "Jugada siguiente (→)",
    "review.prev_turn": "Turno anterior (Mayús+←)",
    "review.next_turn": "Turno siguiente (Mayús+→)",
    "review.move": "Jugada",
    "review.turn": "Turno",
    "review.play": "Reproducir (Espacio)",
    "review.pause": "Pausa (Espacio)",
    "review.speed": "Velocidad",
    "review.half": "0,5×",
    "review.view": "Vista de",
    "review.everyone": "Todos (sin cartas ocultas)",
    "review.seat": "Vista de {name}",
    "review.all": "Todas las manos (la partida terminó)",
    "review.view_help": "La vista de un jugador muestra sus propias cartas, como las veía.",
    "review.cards": "Cartas de {name}",
    "review.log": "Jugadas",
    "review.at_start": "Inicio de la partida",
    "review.at": "Jugada {k} de {n}",
    "review.to_decide": "decide {name}",
    "review.step": "ir a la jugada {k}",
    "err.review": "«review» no lleva valor: usa index.html?review.",
})

LANGUAGES = {"en": "English", "es": "Español", "de": "Deutsch", "fr": "Français"}
"""Every language with a catalog, by code, with its name in itself (the menu's choice)."""
CATALOGS: dict[str, dict[str, Message]] = {"en": EN, "es": ES, "de": {}, "fr": {}}
_SHARED_APART = {"de", "fr"}
"""Languages whose shared texts are still to be read from ``lang/<code>.py`` (on first use,
so a page in English or Spanish never parses them)."""
_lang = "en"


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES else "en"
    _catalog(_lang)


def _catalog(lang: str) -> dict[str, Message]:
    """A language's shared texts, read from ``lang/<code>.py`` on first use."""
    if lang in _SHARED_APART:
        _SHARED_APART.discard(lang)
        CATALOGS[lang].update(importlib.import_module(f"{__package__}.lang.{lang}").TEXTS)
    return CATALOGS[lang]


def supported(tag: object) -> str | None:
    """The catalog for a language tag ("de-AT" -> "de"), None when there is none."""
    code = str(tag or "").split("-")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def browser_language(tags: Iterable[object]) -> str | None:
    """The first of the browser's preferred languages (``navigator.languages``, most
    wanted first) that has a catalog."""
    return next((code for code in map(supported, tags) if code), None)


def language() -> str:
    return _lang


PLURAL_RULES = {
    "en": lambda n: "one" if n == 1 else "other",
    "es": lambda n: "one" if n == 1 else "other",
    "de": lambda n: "one" if n == 1 else "other",
    "fr": lambda n: "one" if n in (0, 1) else "other",
}
"""Which form a number takes, per language (CLDR cardinal rules for integers)."""


def plural_form(n: object, lang: str | None = None) -> str:
    rule = PLURAL_RULES.get(lang or _lang, PLURAL_RULES["en"])
    return rule(n) if isinstance(n, int) else "other"


def t(key: str, **values: object) -> str:
    """The text for ``key`` in the current language (English when missing), with the
    plural form its number asks for."""
    entry = CATALOGS[_lang].get(key) or EN.get(key) or key
    if isinstance(entry, Plural):
        entry = entry.one if plural_form(values.get(entry.var)) == "one" else entry.other
    try:
        return entry.format(**values)
    except (KeyError, IndexError, ValueError):
        return entry


def default_name(name: str) -> str:
    """A seat's name in the current language when it is a default name of any language
    ("Joueur 2" -> "Player 2", "IA 1" -> "AI 1"); a name a player typed is kept."""
    for lang in (_lang, *(code for code in LANGUAGES if code != _lang)):  # the usual first
        for key in ("default.name", "default.ai"):
            pattern = str(_catalog(lang).get(key) or EN[key])
            head, _, tail = pattern.partition("{n}")
            middle = name[len(head):len(name) - len(tail)] if tail else name[len(head):]
            if name.startswith(head) and name.endswith(tail) and middle.isdigit():
                return t(key, n=int(middle))
    return name


def capital(text: str) -> str:
    """``text`` with its first letter in upper case (the rest untouched)."""
    return text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """``text`` ending with a full stop (messages from the engine often have none)."""
    text = text.strip()
    return text if not text or text[-1] in ".!?…" else text + "."


def scoped(prefix: str, catalogs: dict[str, dict[str, Message]]) -> Callable[..., str]:
    """File a game's catalogs (by language) under ``prefix.`` and return the game's ``t``:
    its own message for a key, else the shared one (e.g. ``btn.confirm``)."""
    for lang, catalog in catalogs.items():
        CATALOGS[lang].update({f"{prefix}.{key}": text for key, text in catalog.items()})

    def game_t(key: str, **values: object) -> str:
        own = f"{prefix}.{key}"
        return t(own if own in EN else key, **values)

    return game_t
