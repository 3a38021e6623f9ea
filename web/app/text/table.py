"""Table mode's texts in the four languages; ``text/en.py``, ``text/es.py`` and
``text/de.py``, ``text/fr.py`` each add their language's part to their catalog."""

from __future__ import annotations

EN = {
    "table.stun_title": "Playing across networks (STUN)",
    "table.stun_help": "Off by default: phones link only on the same network, and no other "
        "machine is involved. A STUN server lets phones on other networks find each other; "
        "it sees the public IP address of each device that links, nothing of the game. "
        "Invitations made from now on carry it.",
    "table.stun_label": "STUN server (empty: off)",
    "table.stun_save": "Save",
    "table.stun_saved": "New invitations use {server}.",
    "table.stun_off": "New invitations use the local network only.",
    "table.stun_bad": "That is not a STUN address (stun:host:port).",
    "table.uses_stun": "This table uses the STUN server {server}: it sees this phone's "
        "public IP address.",
    "kind.phone": "Player with own phone",
    "table.button": "Table",
    "table.title": "Players at the table",
    "table.help": "Each player with a phone joins on the same Wi-Fi: the phone opens its "
        "invitation (its camera scans the QR code, or you send it the link), then sends its "
        "answer back as a link that links it when opened on this device. Nothing goes through a "
        "server.",
    "table.to_board": "To the board",
    "table.invite": "Invite a phone",
    "table.making": "Making the invitation…",
    "table.invited": "Open this link on {name}'s phone, then enter the code it shows.",
    "table.link": "Invitation link",
    "table.copy": "Copy the link",
    "table.copied": "Copied.",
    "table.answer": "The phone's answer link or code",
    "table.answer_first": "Enter the code the phone shows first.",
    "table.connect": "Link the phone",
    "table.connecting": "Linking {name}'s phone…",
    "table.scan": "Scan the phone's code",
    "table.no_camera": "The camera cannot scan: {reason}. Type in or paste the code.",
    "table.linked": "{name} is at the table.",
    "table.not_yet": "{name} has not joined yet.",
    "table.lost_state": "{name}'s phone lost the link: invite it again; it keeps its seat.",
    "table.take_over": "Let the {level} play this seat",
    "table.joined": "{name} joined the table.",
    "table.lost": "{name}'s phone lost the link. Invite it again under “Table”.",
    "table.waiting_for": "Waiting for {name}…",
    "table.no_invite": "No invitation could be made: {reason}.",
    "table.bad_code": "That code does not link the phone: {reason}.",
    "table.no_webrtc": "This browser cannot link phones (no WebRTC).",
    "table.bad_link": "This invitation cannot be used: {reason}",
    "table.join_title": "Join the table",
    "table.join_seat": "You are invited to seat {n}.",
    "table.join_making": "Answering the host…",
    "table.join_show": "Send this answer to the host's device and open it there, or let the host "
        "scan this QR code.",
    "table.join_failed": "The link to the host cannot be made: {reason}.",
    "table.your_code": "Your code for the host",
    "table.copy_code": "Copy the code",
    "table.join_linked": "Linked. Taking your seat…",
    "table.host_lost": "The link to the host is lost. Open the host's new invitation "
        "(under “Table” on its screen) to take your seat back.",
    "table.not_linked": "not linked to the host",
    "table.refused": "The host refused: {reason}.",
    "table.bad_message": "A message from the host was not understood: {reason}.",
    "kind.you": "You · this phone",
    "kind.host": "Player at the host's device",
    "table.answer_help": "Then the phone sends its answer back: open its answer link on this "
        "device (it links the phone by itself), or scan the QR code the phone shows.",
    "table.paste": "Or paste the phone's answer",
    "table.not_invited": "{name}'s phone has no open invitation: invite it again",
    "table.no_such_seat": "that seat is not played on a phone",
    "table.other_table": "That answer is for another table.",
    "table.silent": "{name}'s phone stopped answering. Invite it again under “Table”, or let an AI "
        "play.",
    "table.away": "{name}'s phone left the game's page (another app?). The game waits for it.",
    "table.back": "{name}'s phone is back.",
    "table.away_state": "{name}'s phone is in the background; the game waits for it.",
    "table.silent_state": "{name}'s phone stopped answering: invite it again; it keeps its seat.",
    "table.loopback": "Phones cannot open this page's address ({address} is this device only). "
        "Host the table from an address they reach: the published site, or this computer's "
        "network address (python3 build.py serve --lan prints it).",
    "table.insecure": "This page is plain http, where browsers keep the camera off: this device "
        "cannot scan codes. The phones send their answers as links instead (or paste them).",
    "table.share": "Send the answer to the host",
    "table.copy_answer": "Copy the answer link",
    "table.share_title": "My answer for the table",
    "table.answer_copied": "Answer link copied: send it to the host's device and open it there.",
    "table.type_instead": "No way to send it? Type the code instead",
    "table.host_silent": "The host's device stopped answering…",
    "table.host_away": "The host's page is in the background; the game waits.",
    "table.rejoin_title": "Back to your table",
    "table.rejoin_how": "To take your seat back, {host} opens “Table” on the host's device and "
        "invites {name}'s phone again: your seat and the game so far come back with it.",
    "table.rejoin_open": "Then open the new invitation on this phone: scan its QR code, or open "
        "its link.",
    "table.rejoin_scan": "Scan the invitation",
    "table.rejoin_leave": "Leave the table",
    "table.not_invitation": "it is not an invitation to a table",
    "table.no_camera_phone": "The camera cannot scan: {reason}. Open the invitation's link "
        "instead.",
    "table.answer_title": "A phone's answer",
    "table.answer_sending": "Handing the answer of seat {n}'s phone to your table…",
    "table.answer_handed": "Handed to your table: {name}'s phone is linking…",
    "table.answer_linked": "{name} is at the table. You can close this tab.",
    "table.answer_refused": "Your table did not take this answer: {reason}.",
    "table.answer_nobody": "No table in this browser is waiting for this answer. Open the link on "
        "the device with the board, in the browser it plays in, or paste it there under “Table”.",
    "table.answer_bad": "This answer link cannot be used: {reason}.",
    "table.answer_link": "The phone's answer link",
    "table.answer_menu": "To the title screen",
    "table.your_seat": "your seat: {n}",
}

ES = {
    "table.stun_title": "Jugar entre redes distintas (STUN)",
    "table.stun_help": "Desactivado por defecto: los móviles solo se enlazan en la misma red "
        "y no interviene ninguna otra máquina. Un servidor STUN permite que móviles de otras "
        "redes se encuentren; ve la dirección IP pública de cada dispositivo que se enlaza, "
        "nada de la partida. Las invitaciones creadas desde ahora lo llevan.",
    "table.stun_label": "Servidor STUN (vacío: desactivado)",
    "table.stun_save": "Guardar",
    "table.stun_saved": "Las nuevas invitaciones usan {server}.",
    "table.stun_off": "Las nuevas invitaciones solo usan la red local.",
    "table.stun_bad": "No es una dirección STUN (stun:host:puerto).",
    "table.uses_stun": "Esta mesa usa el servidor STUN {server}: ve la dirección IP pública "
        "de este móvil.",
    "kind.phone": "Jugador con su móvil",
    "table.button": "Mesa",
    "table.title": "Jugadores en la mesa",
    "table.help": "Cada jugador con móvil se une en la misma wifi: el móvil abre su invitación (su "
        "cámara escanea el código QR, o le envías el enlace) y devuelve su respuesta como un "
        "enlace que lo enlaza al abrirlo en este dispositivo. Nada pasa por un servidor.",
    "table.to_board": "Al tablero",
    "table.invite": "Invitar un móvil",
    "table.making": "Preparando la invitación…",
    "table.invited": "Abre este enlace en el móvil de {name} y escribe el código que muestra.",
    "table.link": "Enlace de invitación",
    "table.copy": "Copiar el enlace",
    "table.copied": "Copiado.",
    "table.answer": "Enlace o código de respuesta del móvil",
    "table.answer_first": "Escribe primero el código que muestra el móvil.",
    "table.connect": "Enlazar el móvil",
    "table.connecting": "Enlazando el móvil de {name}…",
    "table.scan": "Escanear el código del móvil",
    "table.no_camera": "La cámara no puede escanear: {reason}. Escribe o pega el código.",
    "table.linked": "{name} está en la mesa.",
    "table.not_yet": "{name} aún no se ha unido.",
    "table.lost_state": "El móvil de {name} perdió el enlace: invítalo otra vez; conserva "
        "su asiento.",
    "table.take_over": "Que la {level} juegue este asiento",
    "table.joined": "{name} se unió a la mesa.",
    "table.lost": "El móvil de {name} perdió el enlace. Invítalo otra vez en «Mesa».",
    "table.waiting_for": "Esperando a {name}…",
    "table.no_invite": "No se pudo crear la invitación: {reason}.",
    "table.bad_code": "Ese código no enlaza el móvil: {reason}.",
    "table.no_webrtc": "Este navegador no puede enlazar móviles (sin WebRTC).",
    "table.bad_link": "Esta invitación no se puede usar: {reason}",
    "table.join_title": "Unirse a la mesa",
    "table.join_seat": "Te invitan al asiento {n}.",
    "table.join_making": "Respondiendo al anfitrión…",
    "table.join_show": "Envía esta respuesta al dispositivo anfitrión y ábrela allí, o deja que el "
        "anfitrión escanee este código QR.",
    "table.join_failed": "No se puede enlazar con el anfitrión: {reason}.",
    "table.your_code": "Tu código para el anfitrión",
    "table.copy_code": "Copiar el código",
    "table.join_linked": "Enlazado. Ocupando tu asiento…",
    "table.host_lost": "Se perdió el enlace con el anfitrión. Abre su nueva invitación (en "
        "«Mesa» en su pantalla) para recuperar tu asiento.",
    "table.not_linked": "sin enlace con el anfitrión",
    "table.refused": "El anfitrión lo rechazó: {reason}.",
    "table.bad_message": "No se entendió un mensaje del anfitrión: {reason}.",
    "kind.you": "Tú · este móvil",
    "kind.host": "Jugador en el dispositivo anfitrión",
    "table.answer_help": "Luego el móvil devuelve su respuesta: abre su enlace de respuesta en "
        "este dispositivo (enlaza el móvil por sí solo) o escanea el código QR que muestra el "
        "móvil.",
    "table.paste": "O pega la respuesta del móvil",
    "table.not_invited": "el móvil de {name} no tiene invitación abierta: invítalo otra vez",
    "table.no_such_seat": "ese asiento no se juega en un móvil",
    "table.other_table": "Esa respuesta es para otra mesa.",
    "table.silent": "El móvil de {name} dejó de responder. Invítalo otra vez en «Mesa» o deja "
        "jugar a una IA.",
    "table.away": "El móvil de {name} salió de la página del juego (¿otra aplicación?). La partida "
        "lo espera.",
    "table.back": "El móvil de {name} ha vuelto.",
    "table.away_state": "El móvil de {name} está en segundo plano; la partida lo espera.",
    "table.silent_state": "El móvil de {name} dejó de responder: invítalo otra vez; conserva su "
        "asiento.",
    "table.loopback": "Los móviles no pueden abrir la dirección de esta página ({address} es solo "
        "este dispositivo). Organiza la mesa desde una dirección que alcancen: el sitio "
        "publicado, o la dirección de red de este ordenador (python3 build.py serve --lan la "
        "muestra).",
    "table.insecure": "Esta página usa http sin cifrar, donde los navegadores apagan la cámara: "
        "este dispositivo no puede escanear códigos. Los móviles envían sus respuestas como "
        "enlaces (o se pegan).",
    "table.share": "Enviar la respuesta al anfitrión",
    "table.copy_answer": "Copiar el enlace de respuesta",
    "table.share_title": "Mi respuesta para la mesa",
    "table.answer_copied": "Enlace de respuesta copiado: envíalo al dispositivo anfitrión y ábrelo "
        "allí.",
    "table.type_instead": "¿No puedes enviarlo? Escribe el código",
    "table.host_silent": "El dispositivo anfitrión dejó de responder…",
    "table.host_away": "La página del anfitrión está en segundo plano; la partida espera.",
    "table.rejoin_title": "De vuelta a tu mesa",
    "table.rejoin_how": "Para recuperar tu asiento, {host} abre «Mesa» en el dispositivo anfitrión "
        "e invita otra vez al móvil de {name}: vuelven tu asiento y la partida hasta ahora.",
    "table.rejoin_open": "Luego abre la nueva invitación en este móvil: escanea su código QR o "
        "abre su enlace.",
    "table.rejoin_scan": "Escanear la invitación",
    "table.rejoin_leave": "Dejar la mesa",
    "table.not_invitation": "no es una invitación a una mesa",
    "table.no_camera_phone": "La cámara no puede escanear: {reason}. Abre el enlace de la "
        "invitación.",
    "table.answer_title": "La respuesta de un móvil",
    "table.answer_sending": "Entregando a tu mesa la respuesta del móvil del asiento {n}…",
    "table.answer_handed": "Entregada a tu mesa: el móvil de {name} se está enlazando…",
    "table.answer_linked": "{name} está en la mesa. Puedes cerrar esta pestaña.",
    "table.answer_refused": "Tu mesa no aceptó esta respuesta: {reason}.",
    "table.answer_nobody": "Ninguna mesa de este navegador espera esta respuesta. Abre el enlace "
        "en el dispositivo con el tablero, en el navegador donde se juega, o pégalo allí en "
        "«Mesa».",
    "table.answer_bad": "Este enlace de respuesta no se puede usar: {reason}.",
    "table.answer_link": "Enlace de respuesta del móvil",
    "table.answer_menu": "A la pantalla de inicio",
    "table.your_seat": "tu asiento: {n}",
}

DE = {
    "table.stun_title": "Über verschiedene Netze spielen (STUN)",
    "table.stun_help": "Standardmäßig aus: Handys verbinden sich nur im selben Netz, und kein "
        "anderer Rechner ist beteiligt. Ein STUN-Server lässt Handys in anderen Netzen "
        "einander finden; er sieht die öffentliche IP-Adresse jedes verbundenen Geräts, "
        "nichts vom Spiel. Einladungen ab jetzt enthalten ihn.",
    "table.stun_label": "STUN-Server (leer: aus)",
    "table.stun_save": "Speichern",
    "table.stun_saved": "Neue Einladungen nutzen {server}.",
    "table.stun_off": "Neue Einladungen nutzen nur das lokale Netz.",
    "table.stun_bad": "Das ist keine STUN-Adresse (stun:host:port).",
    "table.uses_stun": "Dieser Tisch nutzt den STUN-Server {server}: er sieht die "
        "öffentliche IP-Adresse dieses Handys.",
    "kind.phone": "Spieler mit eigenem Handy",
    "table.button": "Tisch",
    "table.title": "Spieler am Tisch",
    "table.help": "Jeder Spieler mit Handy tritt im selben WLAN bei: das Handy öffnet seine "
        "Einladung (seine Kamera scannt den QR-Code, oder du schickst ihm den Link) und schickt "
        "seine Antwort als Link zurück, der es verbindet, wenn er auf diesem Gerät geöffnet wird. "
        "Nichts läuft über einen Server.",
    "table.to_board": "Zum Spielbrett",
    "table.invite": "Ein Handy einladen",
    "table.making": "Einladung wird erstellt…",
    "table.invited": "Öffne diesen Link auf dem Handy von {name} und gib dann den Code ein, "
        "den es zeigt.",
    "table.link": "Einladungslink",
    "table.copy": "Link kopieren",
    "table.copied": "Kopiert.",
    "table.answer": "Antwortlink oder Code des Handys",
    "table.answer_first": "Gib zuerst den Code ein, den das Handy zeigt.",
    "table.connect": "Handy verbinden",
    "table.connecting": "Das Handy von {name} wird verbunden…",
    "table.scan": "Code des Handys scannen",
    "table.no_camera": "Die Kamera kann nicht scannen: {reason}. Gib den Code ein.",
    "table.linked": "{name} sitzt am Tisch.",
    "table.not_yet": "{name} ist noch nicht beigetreten.",
    "table.lost_state": "Das Handy von {name} hat die Verbindung verloren: lade es erneut "
        "ein; der Platz bleibt erhalten.",
    "table.take_over": "Die {level} diesen Platz spielen lassen",
    "table.joined": "{name} ist dem Tisch beigetreten.",
    "table.lost": "Das Handy von {name} hat die Verbindung verloren. Lade es unter „Tisch“ "
        "erneut ein.",
    "table.waiting_for": "Warten auf {name}…",
    "table.no_invite": "Keine Einladung möglich: {reason}.",
    "table.bad_code": "Dieser Code verbindet das Handy nicht: {reason}.",
    "table.no_webrtc": "Dieser Browser kann keine Handys verbinden (kein WebRTC).",
    "table.bad_link": "Diese Einladung ist nicht nutzbar: {reason}",
    "table.join_title": "Am Tisch teilnehmen",
    "table.join_seat": "Du bist auf Platz {n} eingeladen.",
    "table.join_making": "Antwort an den Gastgeber…",
    "table.join_show": "Schick diese Antwort an das Gerät des Gastgebers und öffne sie dort, oder "
        "lass den Gastgeber diesen QR-Code scannen.",
    "table.join_failed": "Keine Verbindung zum Gastgeber möglich: {reason}.",
    "table.your_code": "Dein Code für den Gastgeber",
    "table.copy_code": "Code kopieren",
    "table.join_linked": "Verbunden. Dein Platz wird eingenommen…",
    "table.host_lost": "Die Verbindung zum Gastgeber ist verloren. Öffne seine neue "
        "Einladung (unter „Tisch“ auf seinem Bildschirm), um deinen Platz zurückzubekommen.",
    "table.not_linked": "nicht mit dem Gastgeber verbunden",
    "table.refused": "Der Gastgeber hat abgelehnt: {reason}.",
    "table.bad_message": "Eine Nachricht des Gastgebers war unverständlich: {reason}.",
    "kind.you": "Du · dieses Handy",
    "kind.host": "Spieler am Gerät des Gastgebers",
    "table.answer_help": "Dann schickt das Handy seine Antwort zurück: öffne seinen Antwortlink "
        "auf diesem Gerät (er verbindet das Handy von selbst) oder scanne den QR-Code, den das "
        "Handy zeigt.",
    "table.paste": "Oder die Antwort des Handys einfügen",
    "table.not_invited": "das Handy von {name} hat keine offene Einladung: lade es erneut ein",
    "table.no_such_seat": "dieser Platz wird nicht auf einem Handy gespielt",
    "table.other_table": "Diese Antwort ist für einen anderen Tisch.",
    "table.silent": "Das Handy von {name} antwortet nicht mehr. Lade es unter „Tisch“ erneut ein "
        "oder lass eine KI spielen.",
    "table.away": "Das Handy von {name} hat die Spielseite verlassen (eine andere App?). Das Spiel "
        "wartet darauf.",
    "table.back": "Das Handy von {name} ist zurück.",
    "table.away_state": "Das Handy von {name} ist im Hintergrund; das Spiel wartet darauf.",
    "table.silent_state": "Das Handy von {name} antwortet nicht mehr: lade es erneut ein; der "
        "Platz bleibt erhalten.",
    "table.loopback": "Handys können die Adresse dieser Seite nicht öffnen ({address} ist nur "
        "dieses Gerät). Richte den Tisch unter einer Adresse ein, die sie erreichen: die "
        "veröffentlichte Seite oder die Netzwerkadresse dieses Rechners (python3 build.py serve "
        "--lan zeigt sie).",
    "table.insecure": "Diese Seite ist unverschlüsseltes http, wo Browser die Kamera sperren: "
        "dieses Gerät kann keine Codes scannen. Die Handys schicken ihre Antworten als Links "
        "(oder sie werden eingefügt).",
    "table.share": "Antwort an den Gastgeber senden",
    "table.copy_answer": "Antwortlink kopieren",
    "table.share_title": "Meine Antwort für den Tisch",
    "table.answer_copied": "Antwortlink kopiert: schick ihn an das Gerät des Gastgebers und öffne "
        "ihn dort.",
    "table.type_instead": "Keine Möglichkeit zu senden? Gib den Code ein",
    "table.host_silent": "Das Gerät des Gastgebers antwortet nicht mehr…",
    "table.host_away": "Die Seite des Gastgebers ist im Hintergrund; das Spiel wartet.",
    "table.rejoin_title": "Zurück an deinen Tisch",
    "table.rejoin_how": "Um deinen Platz zurückzubekommen, öffnet {host} auf dem Gerät des "
        "Gastgebers „Tisch“ und lädt das Handy von {name} erneut ein: dein Platz und das "
        "bisherige Spiel kommen zurück.",
    "table.rejoin_open": "Öffne dann die neue Einladung auf diesem Handy: scanne ihren QR-Code "
        "oder öffne ihren Link.",
    "table.rejoin_scan": "Einladung scannen",
    "table.rejoin_leave": "Tisch verlassen",
    "table.not_invitation": "das ist keine Einladung an einen Tisch",
    "table.no_camera_phone": "Die Kamera kann nicht scannen: {reason}. Öffne stattdessen den Link "
        "der Einladung.",
    "table.answer_title": "Die Antwort eines Handys",
    "table.answer_sending": "Die Antwort des Handys auf Platz {n} geht an deinen Tisch…",
    "table.answer_handed": "An deinen Tisch übergeben: das Handy von {name} wird verbunden…",
    "table.answer_linked": "{name} sitzt am Tisch. Du kannst diesen Tab schließen.",
    "table.answer_refused": "Dein Tisch hat diese Antwort nicht angenommen: {reason}.",
    "table.answer_nobody": "Kein Tisch in diesem Browser wartet auf diese Antwort. Öffne den Link "
        "auf dem Gerät mit dem Spielbrett, in dem Browser, in dem gespielt wird, oder füge ihn "
        "dort unter „Tisch“ ein.",
    "table.answer_bad": "Dieser Antwortlink ist nicht nutzbar: {reason}.",
    "table.answer_link": "Antwortlink des Handys",
    "table.answer_menu": "Zum Startbildschirm",
    "table.your_seat": "dein Platz: {n}",
}

FR = {
    "table.stun_title": "Jouer entre réseaux différents (STUN)",
    "table.stun_help": "Désactivé par défaut : les téléphones ne se relient que sur le même "
        "réseau, sans aucune autre machine. Un serveur STUN permet à des téléphones d'autres "
        "réseaux de se trouver ; il voit l'adresse IP publique de chaque appareil relié, rien "
        "de la partie. Les invitations créées désormais l'indiquent.",
    "table.stun_label": "Serveur STUN (vide : désactivé)",
    "table.stun_save": "Enregistrer",
    "table.stun_saved": "Les nouvelles invitations utilisent {server}.",
    "table.stun_off": "Les nouvelles invitations n'utilisent que le réseau local.",
    "table.stun_bad": "Ce n'est pas une adresse STUN (stun:hôte:port).",
    "table.uses_stun": "Cette table utilise le serveur STUN {server} : il voit l'adresse IP "
        "publique de ce téléphone.",
    "kind.phone": "Joueur avec son téléphone",
    "table.button": "Table",
    "table.title": "Joueurs à la table",
    "table.help": "Chaque joueur avec un téléphone rejoint sur le même Wi-Fi : le téléphone ouvre "
        "son invitation (son appareil photo scanne le code QR, ou vous lui envoyez le lien), puis "
        "renvoie sa réponse sous forme de lien qui le relie une fois ouvert sur cet appareil. "
        "Rien ne passe par un serveur.",
    "table.to_board": "Vers le plateau",
    "table.invite": "Inviter un téléphone",
    "table.making": "Préparation de l'invitation…",
    "table.invited": "Ouvrez ce lien sur le téléphone de {name}, puis saisissez le code "
        "qu'il affiche.",
    "table.link": "Lien d'invitation",
    "table.copy": "Copier le lien",
    "table.copied": "Copié.",
    "table.answer": "Lien ou code de réponse du téléphone",
    "table.answer_first": "Saisissez d'abord le code affiché sur le téléphone.",
    "table.connect": "Relier le téléphone",
    "table.connecting": "Liaison du téléphone de {name}…",
    "table.scan": "Scanner le code du téléphone",
    "table.no_camera": "L'appareil photo ne peut pas scanner : {reason}. Saisissez le code.",
    "table.linked": "{name} est à la table.",
    "table.not_yet": "{name} n'a pas encore rejoint.",
    "table.lost_state": "Le téléphone de {name} a perdu la liaison : invitez-le de nouveau ; "
        "il garde sa place.",
    "table.take_over": "Laisser l'{level} jouer cette place",
    "table.joined": "{name} a rejoint la table.",
    "table.lost": "Le téléphone de {name} a perdu la liaison. Invitez-le de nouveau sous "
        "« Table ».",
    "table.waiting_for": "En attente de {name}…",
    "table.no_invite": "Impossible de créer l'invitation : {reason}.",
    "table.bad_code": "Ce code ne relie pas le téléphone : {reason}.",
    "table.no_webrtc": "Ce navigateur ne peut pas relier de téléphones (pas de WebRTC).",
    "table.bad_link": "Cette invitation est inutilisable : {reason}",
    "table.join_title": "Rejoindre la table",
    "table.join_seat": "Vous êtes invité à la place {n}.",
    "table.join_making": "Réponse à l'hôte…",
    "table.join_show": "Envoyez cette réponse à l'appareil de l'hôte et ouvrez-la là-bas, ou "
        "laissez l'hôte scanner ce code QR.",
    "table.join_failed": "Impossible de se relier à l'hôte : {reason}.",
    "table.your_code": "Votre code pour l'hôte",
    "table.copy_code": "Copier le code",
    "table.join_linked": "Relié. Vous prenez votre place…",
    "table.host_lost": "La liaison avec l'hôte est perdue. Ouvrez sa nouvelle invitation "
        "(sous « Table » sur son écran) pour reprendre votre place.",
    "table.not_linked": "pas relié à l'hôte",
    "table.refused": "L'hôte a refusé : {reason}.",
    "table.bad_message": "Un message de l'hôte n'a pas été compris : {reason}.",
    "kind.you": "Vous · ce téléphone",
    "kind.host": "Joueur sur l'appareil de l'hôte",
    "table.answer_help": "Le téléphone renvoie ensuite sa réponse : ouvrez son lien de réponse sur "
        "cet appareil (il relie le téléphone tout seul), ou scannez le code QR qu'affiche le "
        "téléphone.",
    "table.paste": "Ou collez la réponse du téléphone",
    "table.not_invited": "le téléphone de {name} n'a pas d'invitation ouverte : invitez-le de "
        "nouveau",
    "table.no_such_seat": "cette place ne se joue pas sur un téléphone",
    "table.other_table": "Cette réponse est pour une autre table.",
    "table.silent": "Le téléphone de {name} ne répond plus. Invitez-le de nouveau sous « Table », "
        "ou laissez jouer une IA.",
    "table.away": "Le téléphone de {name} a quitté la page du jeu (une autre application ?). La "
        "partie l'attend.",
    "table.back": "Le téléphone de {name} est de retour.",
    "table.away_state": "Le téléphone de {name} est en arrière-plan ; la partie l'attend.",
    "table.silent_state": "Le téléphone de {name} ne répond plus : invitez-le de nouveau ; il "
        "garde sa place.",
    "table.loopback": "Les téléphones ne peuvent pas ouvrir l'adresse de cette page ({address} ne "
        "désigne que cet appareil). Accueillez la table depuis une adresse qu'ils atteignent : le "
        "site publié, ou l'adresse réseau de cet ordinateur (python3 build.py serve --lan "
        "l'affiche).",
    "table.insecure": "Cette page est en http non chiffré, où les navigateurs coupent l'appareil "
        "photo : cet appareil ne peut pas scanner de codes. Les téléphones envoient leurs "
        "réponses sous forme de liens (ou on les colle).",
    "table.share": "Envoyer la réponse à l'hôte",
    "table.copy_answer": "Copier le lien de réponse",
    "table.share_title": "Ma réponse pour la table",
    "table.answer_copied": "Lien de réponse copié : envoyez-le à l'appareil de l'hôte et ouvrez-le "
        "là-bas.",
    "table.type_instead": "Impossible de l'envoyer ? Saisissez le code",
    "table.host_silent": "L'appareil de l'hôte ne répond plus…",
    "table.host_away": "La page de l'hôte est en arrière-plan ; la partie attend.",
    "table.rejoin_title": "Retour à votre table",
    "table.rejoin_how": "Pour reprendre votre place, {host} ouvre « Table » sur l'appareil de "
        "l'hôte et invite de nouveau le téléphone de {name} : votre place et la partie jusqu'ici "
        "reviennent avec.",
    "table.rejoin_open": "Ouvrez ensuite la nouvelle invitation sur ce téléphone : scannez son "
        "code QR ou ouvrez son lien.",
    "table.rejoin_scan": "Scanner l'invitation",
    "table.rejoin_leave": "Quitter la table",
    "table.not_invitation": "ce n'est pas une invitation à une table",
    "table.no_camera_phone": "L'appareil photo ne peut pas scanner : {reason}. Ouvrez plutôt le "
        "lien de l'invitation.",
    "table.answer_title": "La réponse d'un téléphone",
    "table.answer_sending": "Remise à votre table de la réponse du téléphone de la place {n}…",
    "table.answer_handed": "Remise à votre table : le téléphone de {name} se relie…",
    "table.answer_linked": "{name} est à la table. Vous pouvez fermer cet onglet.",
    "table.answer_refused": "Votre table n'a pas pris cette réponse : {reason}.",
    "table.answer_nobody": "Aucune table de ce navigateur n'attend cette réponse. Ouvrez le lien "
        "sur l'appareil qui affiche le plateau, dans le navigateur où l'on joue, ou collez-le "
        "là-bas sous « Table ».",
    "table.answer_bad": "Ce lien de réponse est inutilisable : {reason}.",
    "table.answer_link": "Lien de réponse du téléphone",
    "table.answer_menu": "Vers l'écran d'accueil",
    "table.your_seat": "votre place : {n}",
}
