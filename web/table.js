// Table mode's links (issue 31): one WebRTC data channel between the host's page and each
// guest's phone, opened without any server. The host makes an offer per guest seat; its
// SDP travels in the invitation link's fragment (app/table_link.py packs it), the guest's
// answer comes back as a short code (typed, pasted or scanned). Candidates are gathered in
// full before an SDP is shown, so one code each way is the whole handshake. ICE servers:
// none unless the player set a STUN server (then its address is the only one contacted).
//
// The Python side (app/table_host.py, app/table_join.py) calls these functions and is
// called back with every message and every change of a link's state:
//   incaTable.listen(onMessage(key, text), onState(key, state))
//   incaTable.offer(key, stun) -> the offer's SDP     (host; key = the guest's seat)
//   incaTable.accept(key, sdp)                         (host: the guest's answer)
//   incaTable.answer(key, sdp, stun) -> the answer's SDP (guest; key = "host")
//   incaTable.send(key, text) -> false when the channel is not open
//   incaTable.close(key), incaTable.closeAll()
// States: "connecting", "open", "closed".
(() => {
  const links = new Map(); // key -> {pc, channel}
  let onMessage = () => {};
  let onState = () => {};
  const GATHER_MS = 4000; // enough for host candidates (and a STUN answer) on any network

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
    if (links.get(key) !== link) return; // a replaced link's late events say nothing
    link.state = value;
    onState(key, value);
  };

  const bind = (key, link, channel) => {
    link.channel = channel;
    channel.onopen = () => state(key, link, "open");
    channel.onclose = () => state(key, link, "closed");
    channel.onmessage = (event) => {
      if (links.get(key) === link && typeof event.data === "string") onMessage(key, event.data);
    };
  };

  const fresh = (key, stun) => {
    close(key);
    const pc = new RTCPeerConnection({ iceServers: iceServers(stun) });
    const link = { pc, channel: null, state: "connecting" };
    links.set(key, link);
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed" || pc.connectionState === "closed") {
        state(key, link, "closed");
      }
    });
    return link;
  };

  const close = (key) => {
    const link = links.get(key);
    if (!link) return;
    links.delete(key);
    try { if (link.channel) link.channel.close(); } catch (e) { /* already closed */ }
    try { link.pc.close(); } catch (e) { /* already closed */ }
  };

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
      link.pc.ondatachannel = (event) => bind(key, link, event.channel);
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
    close,
    closeAll() { for (const key of [...links.keys()]) close(key); },
    supported() { return typeof RTCPeerConnection === "function"; },
  };
})();
