// Table mode's links: one WebRTC data channel between the host's page and each guest's
// phone, opened without any server. The host makes an offer per guest seat; its SDP
// travels in the invitation link's fragment (app/table/link.py packs it), the guest's
// answer comes back as a link, a QR code or a code. Candidates are gathered in full
// before an SDP is shown, so one code each way is the whole handshake. ICE servers: none
// unless the player set a STUN server (then its address is the only one contacted).
//
// Beside the game's channel each link has a heartbeat channel of its own ("beat",
// negotiated, so neither side announces it): each page says "b" every second while it is
// shown and "a" once when it goes to the background (a phone switched to another app).
// A peer silent for SILENT_MS is "silent" (a phone whose battery died, a page killed),
// long before WebRTC itself would notice; silent for CLOSE_MS, the link is closed here,
// before the browser's own ICE failure (Firefox reports that one as a page error). A peer
// that said it went to the background is "away", and only WebRTC's own failure closes it.
//
// The Python side (app/table/host.py, app/table/join.py) calls these functions and is
// called back with every message and every change of a link's state:
//   incaTable.listen(onMessage(key, text), onState(key, state))
//   incaTable.offer(key, stun) -> the offer's SDP     (host; key = the guest's seat)
//   incaTable.accept(key, sdp)                         (host: the guest's answer)
//   incaTable.answer(key, sdp, stun) -> the answer's SDP (guest; key = "host")
//   incaTable.send(key, text) -> false when the channel is not open
//   incaTable.state(key), incaTable.keys(), incaTable.close(key), incaTable.closeAll()
// States: "connecting", "open", "silent", "away", "closed".
(() => {
  const links = new Map(); // key -> {pc, channel, beat, state, heard, away}
  let onMessage = () => {};
  let onState = () => {};
  const GATHER_MS = 4000; // enough for host candidates (and a STUN answer) on any network
  const BEAT_MS = 1000;
  const SILENT_MS = 3500;
  const CLOSE_MS = 12000;

  const iceServers = (stun) => (stun ? [{ urls: String(stun) }] : []);

  const gathered = (pc) => new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") { resolve(); return; }
    const done = () => {
      if (pc.iceGatheringState !== "complete") return;
      pc.removeEventListener("icegatheringstatechange", done);
      resolve();
    };
    pc.addEventListener("icegatheringstatechange", done);
    setTimeout(resolve, GATHER_MS); // whatever was found by then goes into the code
  });

  const state = (key, link, value) => {
    if (links.get(key) !== link || link.state === value) return; // a replaced link says nothing
    link.state = value;
    onState(key, value);
  };

  const heard = (key, link) => {
    link.heard = Date.now();
    if (link.state === "silent" || link.state === "away") state(key, link, "open");
  };

  const bind = (key, link, channel) => {
    link.channel = channel;
    channel.onopen = () => { link.heard = Date.now(); state(key, link, "open"); };
    channel.onclose = () => drop(key, link);
    channel.onmessage = (event) => {
      if (links.get(key) !== link || typeof event.data !== "string") return;
      heard(key, link);
      onMessage(key, event.data);
    };
  };

  const beats = (key, link) => {
    const beat = link.pc.createDataChannel("beat", { negotiated: true, id: 1 });
    link.beat = beat;
    beat.onmessage = (event) => {
      if (links.get(key) !== link) return;
      if (event.data === "a") {
        link.heard = Date.now();
        link.away = true;
        if (link.state === "open" || link.state === "silent") state(key, link, "away");
      } else {
        link.away = false;
        heard(key, link);
      }
    };
  };

  // Dropped by the peer, by the network or by this page: the link is closed for good.
  const drop = (key, link) => {
    state(key, link, "closed");
    if (links.get(key) === link) close(key);
  };

  const fresh = (key, stun) => {
    close(key);
    const pc = new RTCPeerConnection({ iceServers: iceServers(stun) });
    const link = { pc, channel: null, beat: null, state: "connecting", heard: 0, away: false };
    links.set(key, link);
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed" || pc.connectionState === "closed") drop(key, link);
    });
    beats(key, link);
    return link;
  };

  const close = (key) => {
    const link = links.get(key);
    if (!link) return;
    links.delete(key);
    for (const channel of [link.channel, link.beat]) {
      try { if (channel) channel.close(); } catch (e) { /* already closed */ }
    }
    try { link.pc.close(); } catch (e) { /* already closed */ }
  };

  const say = (text) => {
    for (const link of links.values()) {
      if (link.beat && link.beat.readyState === "open") {
        try { link.beat.send(text); } catch (e) { /* closing */ }
      }
    }
  };

  setInterval(() => {
    if (document.visibilityState !== "hidden") say("b");
    const now = Date.now();
    for (const [key, link] of [...links]) {
      if (link.state !== "open" && link.state !== "silent") continue;
      if (link.away) continue;
      const quiet = now - link.heard;
      if (quiet > CLOSE_MS) drop(key, link);
      else if (quiet > SILENT_MS) state(key, link, "silent");
    }
  }, BEAT_MS / 2);
  document.addEventListener("visibilitychange", () => {
    say(document.visibilityState === "hidden" ? "a" : "b");
  });

  window.incaTable = {
    listen(message, change) {
      onMessage = message;
      onState = change;
    },
    async offer(key, stun) {
      const link = fresh(key, stun);
      bind(key, link, link.pc.createDataChannel("table", { ordered: true }));
      await link.pc.setLocalDescription(await link.pc.createOffer());
      await gathered(link.pc);
      return link.pc.localDescription.sdp;
    },
    async accept(key, sdp) {
      const link = links.get(key);
      if (!link) throw new Error("this invitation is no longer open");
      await link.pc.setRemoteDescription({ type: "answer", sdp });
    },
    async answer(key, sdp, stun) {
      const link = fresh(key, stun);
      link.pc.ondatachannel = (event) => {
        if (event.channel.label === "table") bind(key, link, event.channel);
      };
      await link.pc.setRemoteDescription({ type: "offer", sdp });
      await link.pc.setLocalDescription(await link.pc.createAnswer());
      await gathered(link.pc);
      return link.pc.localDescription.sdp;
    },
    send(key, text) {
      const link = links.get(key);
      if (!link || !link.channel || link.channel.readyState !== "open") return false;
      link.channel.send(text);
      return true;
    },
    state(key) {
      const link = links.get(key);
      return link ? link.state : "closed";
    },
    keys() { return [...links.keys()].map(String); },
    close,
    closeAll() { for (const key of [...links.keys()]) close(key); },
    supported() { return typeof RTCPeerConnection === "function"; },
  };
})();
