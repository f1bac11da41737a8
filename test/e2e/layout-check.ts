/**
 * Does any text of a page overflow its region? Run in the page (playwright): for each region (a CSS
 * selector), the region is there, visible, inside the viewport and clear of the other regions; every
 * element of it that holds text (its own text nodes; visually hidden ones aside) lies inside the
 * region, and a block has no more content than room (scrollWidth against clientWidth; and
 * scrollHeight against clientHeight when it clips; a select's options and the skip link waiting
 * off-screen for the focus aside) — unless it ends its line with an ellipsis
 * (`text-overflow: ellipsis`, or a line clamp) and carries the full text in a `title`. SVG texts
 * (the race chart's labels) lie inside their chart and the chart's axis values never touch. The
 * page itself never scrolls. Answers the problems found, in words (none: `[]`).
 */
import type { Page } from 'playwright-core';

/** One region: its selector, and whether it may overlap the others (a banner on top). */
export interface Region {
  sel: string;
  /** A layer on top (the moments' banner): not checked against the other regions. */
  onTop?: boolean;
  /** The page may have none (e.g. the race chart before the first manche). */
  optional?: boolean;
}

/** The problems of the page's layout now (see the module's comment). */
export async function layoutProblems(page: Page, regions: Region[], o: { pageScrolls?: boolean } = {}): Promise<string[]> {
  return page.evaluate(
    ({ regions, pageScrolls }) => {
      const out: string[] = [];
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      const tol = 1;
      const name = (el: Element) => {
        const id = el.getAttribute('data-testid') ?? el.id;
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        return `${el.tagName.toLowerCase()}${id ? `#${id}` : ''}${cls ? `.${cls}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      };
      const inside = (r: DOMRect, box: { left: number; top: number; right: number; bottom: number }) =>
        r.left >= box.left - tol && r.top >= box.top - tol && r.right <= box.right + tol && r.bottom <= box.bottom + tol;
      const hidden = (el: Element): boolean => {
        // a select's options are not laid out; the skip link waits off-screen for the focus
        if (el.tagName === 'OPTION' || el.matches('a.skip:not(:focus)')) return true;
        // the body of a closed <details> is not shown
        const closed = el.closest('details:not([open])');
        if (closed && !el.closest('summary')) return true;
        for (let e: Element | null = el; e; e = e.parentElement) {
          if (e.classList.contains('sr-only')) return true;
          const cs = getComputedStyle(e);
          if (cs.display === 'none' || cs.visibility === 'hidden') return true;
        }
        return false;
      };
      const ellipsis = (el: Element) => {
        const cs = getComputedStyle(el);
        return cs.textOverflow === 'ellipsis' || (cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '');
      };
      // a page that scrolls: its regions lie inside its width, at any height
      const view = pageScrolls ? { left: -scrollX, top: -Infinity, right: vw - scrollX, bottom: Infinity } : { left: 0, top: 0, right: vw, bottom: vh };
      const rects: { sel: string; r: DOMRect; onTop: boolean }[] = [];
      for (const reg of regions) {
        const els = [...document.querySelectorAll(reg.sel)];
        if (els.length === 0) {
          if (!reg.optional) out.push(`${reg.sel}: not on the page`);
          continue;
        }
        for (const root of els) {
          const rr = root.getBoundingClientRect();
          if (rr.width < 2 || rr.height < 2 || hidden(root)) out.push(`${reg.sel}: not visible (${Math.round(rr.width)}×${Math.round(rr.height)})`);
          if (!inside(rr, view)) out.push(`${reg.sel}: outside the viewport (${Math.round(rr.left)},${Math.round(rr.top)} – ${Math.round(rr.right)},${Math.round(rr.bottom)} in ${vw}×${vh})`);
          rects.push({ sel: reg.sel, r: rr, onTop: reg.onTop === true });
          for (const el of [root, ...root.querySelectorAll('*')]) {
            const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
            if (!own || hidden(el) || el.closest('desc, svg title')) continue;
            const cut = el.closest('[title]');
            // inside a line that ends with an ellipsis: the line is checked, not its pieces
            let clip: Element | null = null;
            for (let e: Element | null = el; e && e !== root.parentElement; e = e.parentElement) if (ellipsis(e)) { clip = e; break; }
            if (clip) {
              const truncated = clip.scrollWidth > clip.clientWidth + tol || clip.scrollHeight > clip.clientHeight + tol;
              if (truncated && !clip.closest('[title]') && !cut) out.push(`${reg.sel}: ${name(clip)} ends with an ellipsis but has no title with the full text`);
              if (!inside(clip.getBoundingClientRect(), rr)) out.push(`${reg.sel}: ${name(clip)} lies outside its region`);
              continue;
            }
            const r = el.getBoundingClientRect();
            if (el instanceof SVGElement) {
              const svg = (el as SVGElement).ownerSVGElement;
              if (!inside(r, rr)) out.push(`${reg.sel}: svg ${name(el)} lies outside its region`);
              else if (svg && !inside(r, svg.getBoundingClientRect())) out.push(`${reg.sel}: svg ${name(el)} lies outside its chart`);
              continue;
            }
            if (!inside(r, rr)) out.push(`${reg.sel}: ${name(el)} lies outside its region (${Math.round(r.left)},${Math.round(r.top)} – ${Math.round(r.right)},${Math.round(r.bottom)})`);
            const cs = getComputedStyle(el);
            const clips = cs.overflowY !== 'visible';
            if (cs.display !== 'inline' && el.clientWidth > 0 && (el.scrollWidth > el.clientWidth + tol || (clips && el.scrollHeight > el.clientHeight + tol))) {
              out.push(`${reg.sel}: ${name(el)} overflows (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
            }
          }
          // the chart's axis values: never on top of each other
          const ticks = [...root.querySelectorAll('.race-tick')].map((t) => t.getBoundingClientRect()).sort((a, b) => a.top - b.top);
          for (let i = 1; i < ticks.length; i++) if (ticks[i]!.top < ticks[i - 1]!.bottom - tol) out.push(`${reg.sel}: axis values overlap`);
        }
      }
      // the scoreboard's player line, and the room display's esku and speaker: each name the first
      // whole words of the full name in its title (« Maïté Oy… » cut mid-word before); an ellipsis
      // only on one long word, 2.5 em of it shown
      for (const p of document.querySelectorAll('.scoreboard .team-player, .display-phase .seat-name')) {
        const full = p.getAttribute('title') ?? '';
        const shown = (p.querySelector('[aria-hidden=true]') ?? p).textContent ?? '';
        const em = parseFloat(getComputedStyle(p).fontSize);
        if (!`${full} `.startsWith(`${shown} `)) out.push(`player « ${shown} » is not the first whole words of « ${full} »`);
        if (p.querySelector('.sr-only') && p.querySelector('.sr-only')?.textContent !== full) out.push(`player « ${shown} »: a screen reader does not get « ${full} »`);
        if (p.scrollWidth > p.clientWidth + tol && (/\s/.test(shown) || p.clientWidth < 2.5 * em - tol)) {
          out.push(`player « ${shown} » cut to ${(p.clientWidth / em).toFixed(1)} em${/\s/.test(shown) ? ' (more than one word)' : ''}`);
        }
      }
      for (let i = 0; i < rects.length; i++) {
        for (let j = i + 1; j < rects.length; j++) {
          const a = rects[i]!;
          const b = rects[j]!;
          if (a.onTop || b.onTop) continue;
          const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (w > tol && h > tol && !(a.sel === b.sel)) out.push(`${a.sel} and ${b.sel} overlap`);
        }
      }
      const doc = document.documentElement;
      if (!pageScrolls && (doc.scrollHeight > vh + tol || doc.scrollWidth > vw + tol)) out.push(`the page scrolls (${doc.scrollWidth}×${doc.scrollHeight} in ${vw}×${vh})`);
      if (pageScrolls && doc.scrollWidth > vw + tol) out.push(`the page scrolls sideways (${doc.scrollWidth} in ${vw})`);
      return out;
    },
    { regions, pageScrolls: o.pageScrolls === true },
  );
}

/** The regions of the room display. */
export const DISPLAY_REGIONS: Region[] = [
  { sel: '.scoreboard-display .team-A' },
  { sel: '.scoreboard-display .team-B' },
  { sel: '.display-phase' },
  { sel: '.display-race', optional: true },
  { sel: '.display-last' },
  { sel: '.display-controls' },
  { sel: '[data-testid=moment]', onTop: true, optional: true },
];

/**
 * What a room reads badly at 4 m on the display now, in words (none: `[]`): a text of the scoreboard,
 * the phase or the last deal (a team's letter tag aside: its colour says it too) smaller than `share`
 * of the screen's longer side (1.7 %: 2 cm on a 55-inch TV, the two-column ladder's 3.2 units on a 16:9 one; a TV on its side gave 1.3 %, and 0.5 % to
 * the tokens' words); a team's name showing a word in part (« Etxeberri-Iñ… »), or not its first one.
 */
export async function roomReadingProblems(page: Page, share = 0.017): Promise<string[]> {
  return page.evaluate((share) => {
    const out: string[] = [];
    const longer = Math.max(innerWidth, innerHeight);
    for (const el of document.querySelectorAll('.scoreboard-display *, .display-phase *, .display-last *')) {
      if (el.closest('.sr-only, .team-tag') || ![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < share * longer) out.push(`« ${(el.textContent ?? '').trim().slice(0, 30)} » ${px.toFixed(1)} px, under ${(100 * share).toFixed(1)} % of ${longer} px`);
    }
    // a team's name: each of its words (up to a space, or a hyphen: where a line may break) whole on screen or hidden
    // under the line, never in part; the first one shown
    for (const name of document.querySelectorAll('.scoreboard-display .team-name')) {
      const text = [...name.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!text) continue;
      const box = name.getBoundingClientRect();
      const s = text.textContent ?? '';
      let at = 0;
      s.split(/(?<=[\s-])/).forEach((part, i) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + part.trimEnd().length);
        at += part.length;
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
        const outside = (r: DOMRect) => r.top >= box.bottom - 1 || r.left >= box.right - 1;
        if (i === 0 && !rects.every(inside)) out.push(`the team's name « ${part.trim()}… »: its first word is not whole on screen`);
        else if (!rects.every((r) => inside(r) || outside(r))) out.push(`the team's name « …${part.trim()}… » is cut mid-word`);
      });
    }
    return out;
  }, share);
}
