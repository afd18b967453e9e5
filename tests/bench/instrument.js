// Injected into the page before any script: records input-to-frame latency, Event Timing and long tasks.
(() => {
  const state = { inputToFrame: [], events: new Map(), longTasks: [], frames: [] };
  window.__bench = state;
  document.addEventListener('input', () => {
    const started = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => state.inputToFrame.push(performance.now() - started);
      channel.port2.postMessage(null);
    });
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.events.set(entry.interactionId, Math.max(state.events.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  state.reset = () => {
    state.inputToFrame = [];
    state.events = new Map();
    state.longTasks = [];
  };
  state.read = () => ({
    inputToFrame: state.inputToFrame,
    eventDurations: [...state.events.values()],
    longTasks: state.longTasks,
    domNodes: document.getElementsByTagName('*').length,
  });
  /** Records frame intervals for `ms`, e.g. while scrolling. */
  state.recordFrames = (ms) => new Promise((resolve) => {
    const frames = [];
    let last = performance.now();
    const end = last + ms;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else resolve(frames);
    };
    requestAnimationFrame(tick);
  });
})();
