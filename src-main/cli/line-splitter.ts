/**
 * Lines of a text that comes in pieces (standard input's chunks), cut as Node's `readline` cuts them
 * with `crlfDelay: Infinity`: at `\n`, `\r\n` or a lone `\r`, a break never counted twice when `\r`
 * and `\n` arrive in different pieces; the last line is given at the end unless it is empty.
 * A synchronous loop over each piece: `settle -` runs it for every line of a long stream, where
 * `readline` with `for await` cost a promise and an event per line.
 */
export interface LineSplitter {
  /** Feeds the next piece of text; `onLine` is called for each line it completes. */
  push(text: string): void;
  /** The text has ended: `onLine` gets the last line, if it is not empty. */
  end(): void;
}

/** A splitter that gives each line to `onLine`, in order. */
export function lineSplitter(onLine: (line: string) => void): LineSplitter {
  let rest = '';
  let skipLf = false; // the last piece ended with \r: a \n that starts the next one ends no line
  return {
    push(text) {
      if (text.length === 0) return;
      const s = rest + text;
      rest = '';
      let i = skipLf && s.charCodeAt(0) === 10 ? 1 : 0;
      skipLf = false;
      let cr = s.indexOf('\r', i);
      for (;;) {
        const from = i;
        const lf = s.indexOf('\n', i);
        if (cr !== -1 && cr < i) cr = s.indexOf('\r', i);
        let end: number;
        if (cr !== -1 && (lf === -1 || cr < lf)) {
          end = cr;
          if (cr + 1 === s.length) { skipLf = true; i = cr + 1; } else i = s.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
        } else if (lf !== -1) {
          end = lf;
          i = lf + 1;
        } else break;
        onLine(s.slice(from, end));
      }
      rest = s.slice(i);
    },
    end() {
      if (rest.length > 0) onLine(rest);
      rest = '';
    },
  };
}
