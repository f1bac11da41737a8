/**
 * A team's score drawn as the table keeps it: hamarrekos (5 tantos each) as large beans and tantos
 * as small ones (inline SVG), for a score in tantos.
 */
import { toTokens } from '../../shared/index.js';

interface Props {
  score: number;
  /** Accessible name, e.g. "7 hamarrekos, 2 tantos". */
  label: string;
}

const H = { w: 30, h: 40, gap: 6 };
const T = { r: 8, gap: 5 };

export function Tokens({ score, label }: Props) {
  const { hamarrekos, tantos } = toTokens(score);
  const width = Math.max(1, hamarrekos * (H.w + H.gap) + (tantos ? H.gap : 0) + tantos * (T.r * 2 + T.gap));
  const items = [];
  let x = 0;
  for (let i = 0; i < hamarrekos; i++) {
    items.push(
      <g key={`h${i}`} class="tok-h" transform={`translate(${x},0)`}>
        <rect x="1" y="1" width={H.w - 2} height={H.h - 2} rx="9" />
        <line x1="8" y1="12" x2={H.w - 8} y2="12" />
        <line x1="8" y1="20" x2={H.w - 8} y2="20" />
        <line x1="8" y1="28" x2={H.w - 8} y2="28" />
      </g>,
    );
    x += H.w + H.gap;
  }
  if (tantos) x += H.gap;
  for (let i = 0; i < tantos; i++) {
    items.push(<circle key={`t${i}`} class="tok-t" cx={x + T.r} cy={H.h / 2} r={T.r} />);
    x += T.r * 2 + T.gap;
  }
  return (
    <svg class="tokens" viewBox={`0 0 ${width} ${H.h}`} role="img" aria-label={label} preserveAspectRatio="xMinYMid meet">
      {items}
    </svg>
  );
}
