// Small DOM helpers the page's modules share.

export const byId = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export function say(id: string, text: string): void {
  byId(id).textContent = text;
}

/** The visible message for what the page refused (a bad link, a bad setting); empty hides it. */
export function tell(text: string): void {
  const message = byId("message");
  message.textContent = text;
  message.hidden = text === "";
}

/** Saves bytes as a file through a Blob link (no server round trip). */
export function saveBytes(bytes: Uint8Array, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
