"""Cuzco's in-app rules in German (parts and paragraphs as in ``rules.RULES["en"]``)."""

from __future__ import annotations

DE: dict[str, list[str]] = {
    "setup": [
        "Der Bauplatz ist ein leeres Tal aus Sechseckfeldern, umgeben von Wald und Bergen. Jeder "
        "Spieler hat Inkas in seiner Farbe, eigene Zweier und Einzelplättchen, "
        "3 Zusatzaktionsplättchen und Festivalkarten; die Dreier sind gemeinsam, und ihre Anzahl "
        "bestimmt die Länge des Spiels. Eine Festivalkarte liegt offen aus.",
    ],
    "turn": [
        "In deinem Zug hast du 6 Aktionspunkte (AP). Zuerst musst du ein Gelände legen (1 AP). "
        "Danach, in beliebiger Reihenfolge und so oft deine AP reichen: weiteres Gelände legen, "
        "Inkas einsetzen oder herausnehmen, sie ziehen, Tempel bauen oder ausbauen, Teiche "
        "anlegen, bis zu zwei Festivalkarten ziehen, ein Zusatzaktionsplättchen nutzen (+1 AP, "
        "einmal pro Zug).",
        "Am Ende deines Zuges darfst du ein Festival vorschlagen; nicht genutzte AP verfallen.",
    ],
    "actions": [
        "Gelände: ein Dreier (gemeinsam), ein Zweier oder ein Einzelplättchen (deine eigenen); "
        "jedes hat Ackerfelder und höchstens ein Dorffeld. Es liegt flach auf dem Bauplatz oder "
        "auf Gelände gleicher Höhe, nie genau auf einem Gelände derselben Form, nie auf einem "
        "Teich, einem Inka oder einem Tempel und nie so, dass es zwei Städte verbindet. Dörfer, "
        "die sich berühren, bilden ein Dorf; ein Dorf mit Tempel ist eine Stadt. Felder des Wald- "
        "oder Bergrands zu überdecken kostet +1 AP je Feld auf Bodenhöhe.",
        "Inkas: Sie betreten oder verlassen den Bauplatz über Gelände am Rand (1 AP Wald, 2 AP "
        "Berg). Ziehen ist innerhalb einer Geländeart gratis und kostet 1 AP je Wechsel der Art; "
        "nie durch Inkas anderer Spieler, Tempel, Teiche oder leere Felder.",
        "Tempel: Wer in einem Dorf die höchste Position hat, baut einen Tempel (Wert höchstens "
        "die Zahl seiner Felder) und erhält die Hälfte seines Werts; in einer Stadt darf, wer am "
        "höchsten steht, den Tempel ebenso ausbauen.",
        "Teiche: 1 AP, auf einem leeren Feld des Bauplatzes. Wird ein Teich zum ersten Mal "
        "umschlossen, erhält der höchste Inka daneben 3 Prestigepunkte je Teichfeld.",
        "Festivalkarten: je 1 AP, die offene oder vom Stapel, höchstens zwei pro Zug.",
        "Festival: Am Ende deines Zuges schlägst du in einer Stadt, in der du einen Inka hast, "
        "ein Festival vor. Alle mit einem Inka dort bieten Karten, die ein Relikt der offenen "
        "Karte zeigen. Wer am höchsten bietet, richtet es aus und erhält den halben Wert des "
        "Tempels; gleich hohe Bieter richten es gemeinsam aus und erhalten je etwas weniger. "
        "Danach markiert eine Sonnenscheibe den Tempel: ein Festival pro Tempel.",
    ],
    "scoring": [
        "Prestige (PP) bringen Tempel (ihr halber Wert bei Bau oder Ausbau), Teiche (3 je Feld), "
        "Festivals und die große Schlusswertung: In jeder Stadt erhält der Erste den Wert des "
        "Tempels, der Zweite die Hälfte.",
    ],
    "end": [
        "Wird der letzte Dreier gelegt, beendet dieser Spieler seinen Zug und erhält die große "
        "Schlusswertung; jeder andere Spieler spielt noch einen letzten Zug und wird ebenso "
        "gewertet. Wer das meiste Prestige hat, gewinnt.",
    ],
    "aid": [
        "Zug: 6 AP (+1 mit einem Plättchen). Zuerst ein Gelände (1 AP).",
        "Gelände 1 AP (+1 je Randfeld auf Bodenhöhe); Inka einsetzen/herausnehmen 1 AP Wald, 2 AP "
        "Berg; ziehen gratis in einer Geländeart, 1 AP je Wechsel.",
        "Tempel: höchste Position; Wert ≤ Felder; bringt seinen halben Wert.",
        "Teich: 1 AP; 3 PP je Feld für den höchsten Inka daneben, sobald umschlossen.",
        "Karten: je 1 AP, zwei pro Zug. Festival: nach deinem Zug, in einer Stadt, in der du "
        "einen Inka hast.",
        "Ende: der letzte Dreier; Schlusswertung je Stadt: der Erste den Wert des Tempels, der "
        "Zweite die Hälfte.",
    ],
    "legend": [
        "Leeres Feld des Bauplatzes.",
        "Ackerfeld (grün, mit Furchen); jede Ebene hebt es an und hellt seine Oberseite auf.",
        "Die Seite eines Stapels: eine dunkle Fuge je Geländeebene unter der Oberseite.",
        "Dorffeld (sandfarben, mit einem Haus); ein dunkler Umriss um jedes Plättchen.",
        "Stadtfeld (terrakotta): ein Dorf mit Tempel.",
        "Teich (Wasser mit Wellen).",
        "Waldrand: Inkas kommen für 1 AP herein und hinaus.",
        "Bergrand: Inkas kommen für 2 AP herein und hinaus.",
        "Tempel: eine Stufenpyramide, ein Stockwerk je 2 Wert; sein Wert steht auf der goldenen "
        "Tafel darunter (die Prestigepunkte für den Ersten seiner Stadt).",
        "Dunkler rostroter Umriss: eine ganze Stadt.",
        "Inka: eine Figur in der Farbe ihres Spielers mit dem Zeichen seines Platzes als Kopf, "
        "auf ihrer Ebene stehend; die Zahl nach der kleinen Stufe (▲) zu ihren Füßen ist diese "
        "Ebene, keine Anzahl.",
    ],
    "rulings": [
        "Das Legen besteht aus zwei Entscheidungen: welches Gelände, dann wohin (mit seinem "
        "Dorffeld). „Zurück“ führt wieder zur Wahl.",
        "Bei einem Festival wird Karte für Karte geboten; „Bieten beenden“ beendet deine "
        "Bietrunde, sobald deine Summe das höchste Gebot erreicht (mindestens 1 FP); „Aussteigen“ "
        "(nur solange du unter dem höchsten Gebot liegst) verlässt das Bieten, und die gespielten "
        "Karten sind verloren. Beenden alle verbliebenen Bieter eine Bietrunde, ohne zu spielen, "
        "richten sie das Festival gemeinsam aus. Eine Entscheidung mit nur einer möglichen "
        "Antwort fällt automatisch, ein Gleichstand, den niemand überbieten kann, ist also sofort "
        "vereinbart.",
        "Vergeht eine ganze Runde, in der niemand Gelände legen kann, geht das Spiel zu Ende, als "
        "wäre der letzte Dreier gelegt worden.",
        "Wissen über Festivalkarten: Eine offen gezogene oder gespielte Karte kennen alle; eine "
        "vom Stapel gezogene nur ihr Besitzer.",
        "Die offene Festivalkarte liegt immer aus: Eine Karte darf (offen oder vom Stapel) nur "
        "gezogen werden, solange eine andere Karte den offenen Platz einnehmen kann, vom Stapel "
        "oder vom Ablagestapel. So lässt sich ein Festival immer vorschlagen, wenn die Regeln es "
        "erlauben, selbst wenn alle anderen Karten auf den Händen der Spieler sind.",
        "Höchste Position: Verglichen werden die Höhen der Inkas jedes Spielers, die höchste "
        "zuerst; bei gleichen Höhen gewinnen mehr Inkas. Ist niemand allein vorn, kann niemand "
        "bauen oder ausbauen, und niemand erhält Punkte für den Teich.",
        "Ein Teich bringt einmal 3 PP je Feld, wenn er zum ersten Mal ganz von Gelände umgeben "
        "ist; eine spätere Erweiterung bringt nur ihre neuen Felder.",
        "Wer kein Gelände regelgerecht legen kann, spielt den Zug ohne.",
        "Ein Zweier oder Dreier darf Felder des Wald- oder Bergrands überdecken (nie darüber "
        "hinaus), wenn er mindestens ein Feld des Bauplatzes bedeckt: +1 AP je überdecktem "
        "Randfeld auf Bodenhöhe; danach ist dieses Gelände gewöhnliches Gelände.",
    ],
    "data": [
        "Die Form des Bauplatzes und seines Rands, die Zusammensetzung der Geländeplättchen und "
        "die Relikte der Festivalkarten sind aus öffentlichen Quellen rekonstruiert (die Regel "
        "zeigt sie nur in Bildern); Anzahlen und Kosten sind die der Regel.",
    ],
}
