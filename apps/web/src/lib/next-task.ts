/**
 * Runs `callback` in a task of its own, right after the current one (a message, not a timer: a
 * timer in a hidden tab may wait a second). For work that would otherwise lengthen a task a tap
 * is already waiting behind.
 */
export function inNextTask(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}
