/**
 * Copies text; falls back to a selection when the Clipboard API is unavailable. (The code
 * blocks' Copy buttons have their own copy in page-tools.tsx: a module both widgets import
 * would be a chunk of its own, fetched by every page for the page menu's sake.)
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused (e.g. not a secure context): try the old way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('the browser refused to copy');
}

/**
 * Copies the text at `url` (same origin), fetched now. Call it straight from the click:
 * Safari lets a page write to the clipboard only while handling the click, so the write
 * starts at once with the text still to come (a ClipboardItem of a promise); a browser
 * without that copies the text once it has come.
 */
export async function copyFetchedText(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response.text();
  });
  text.catch(() => undefined); // awaited below either way; no unhandled rejection meanwhile
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Not allowed this way (or the text failed): the plain way below says which.
    }
  }
  await copyText(await text);
}
