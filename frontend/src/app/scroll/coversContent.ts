/**
 * Whether a floating element's box lies over something a reader needs: a control, a table cell, an image or a
 * line of text. Only what is actually drawn under the box counts (text lines by their own boxes, not their
 * paragraph's), so the floating element may sit over empty margins and the ends of short lines.
 */
const controls =
  'a, button, input, select, textarea, summary, label, td, th, img, video, iframe, canvas, svg, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Points this far apart across the box find every element under it (no control or line of text is smaller). */
const probeSpacingPx = 8;

function intersects(a: DOMRect, b: DOMRect): boolean {
  return a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function textUnder(element: Element, box: DOMRect, range: Range): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (intersects(line, box)) return true;
  }
  return false;
}

export function coversContent(floating: Element): boolean {
  // jsdom (unit tests) lays nothing out.
  if (typeof document.elementsFromPoint !== 'function') return false;
  const box = floating.getBoundingClientRect();
  const range = document.createRange();
  const seen = new Set<Element>();
  for (let x = box.left + 1; x < box.right; x += probeSpacingPx) {
    for (let y = box.top + 1; y < box.bottom; y += probeSpacingPx) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || floating.contains(element)) continue;
        seen.add(element);
        if (element.matches(controls) && intersects(element.getBoundingClientRect(), box)) return true;
        if (textUnder(element, box, range)) return true;
      }
    }
  }
  return false;
}
