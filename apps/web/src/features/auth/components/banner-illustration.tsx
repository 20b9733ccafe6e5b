/** A figure's torso: a block `2 × radius` wide rising `height` from (x, y), its top rounded. */
function Torso({
  x,
  y,
  height,
  radius,
  fill,
}: {
  x: number;
  y: number;
  height: number;
  radius: number;
  fill: string;
}) {
  return (
    <path
      d={`M${x} ${y} v-${height} a${radius} ${radius} 0 0 1 ${2 * radius} 0 v${height} z`}
      fill={fill}
    />
  );
}

/** A figure's two legs: bars with round ends at `xs`, dark unless `fill` says. */
function Legs({
  xs,
  y,
  width,
  height,
  fill = '#1f2a37',
}: {
  xs: [number, number];
  y: number;
  width: number;
  height: number;
  fill?: string;
}) {
  return xs.map((x) => (
    <rect key={x} x={x} y={y} width={width} height={height} rx={width / 2} fill={fill} />
  ));
}

/**
 * The public pages' banner: a family in balance — home, an adult and a child holding hands, a
 * grandparent and the dog — drawn in the product's colours. Decorative (hidden from readers).
 */
export function BannerIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 360"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
      overflow="visible"
    >
      {/* sky: sun and clouds */}
      <circle cx="392" cy="72" r="38" fill="#f2b705" />
      <circle cx="392" cy="72" r="54" fill="#f2b705" opacity="0.18" />
      <g fill="#ffffff" opacity="0.9">
        <rect x="60" y="58" width="96" height="22" rx="11" />
        <rect x="84" y="44" width="48" height="26" rx="13" />
        <rect x="250" y="104" width="70" height="16" rx="8" opacity="0.7" />
      </g>

      {/* hills */}
      {/* They reach past the view box: on phones the band is wider than the scene. */}
      <path
        d="M-480 250 C-300 290 -120 300 0 270 C90 215 170 232 250 258 C330 284 400 236 480 222 C600 200 760 250 960 240 V480 H-480 Z"
        fill="#70aa9d"
      />
      <path
        d="M-480 300 C-280 270 -120 320 0 300 C110 262 210 282 300 296 C380 308 430 290 480 282 C620 262 780 300 960 290 V480 H-480 Z"
        fill="#93bfb6"
      />

      {/* home */}
      <g>
        <rect x="52" y="176" width="104" height="92" rx="6" fill="#ffffff" />
        <path d="M40 184 L104 128 L168 184 Z" fill="#c2410c" />
        <rect x="92" y="216" width="26" height="52" rx="4" fill="#1f7a66" />
        <rect x="64" y="198" width="20" height="20" rx="3" fill="#b7d4ce" />
        <rect x="126" y="198" width="20" height="20" rx="3" fill="#b7d4ce" />
        <path d="M96 154 h16 v-12 h-16 z" fill="#ffffff" opacity="0.85" />
      </g>

      {/* balance beam: a heart and a house in equilibrium over the pivot */}
      <g>
        <path d="M300 168 L318 200 H282 Z" fill="#ffffff" />
        <rect x="226" y="160" width="148" height="8" rx="4" fill="#ffffff" />
        <path
          d="M246 150 c-8-10-24-4-20 8 c3 8 20 18 20 18 s17-10 20-18 c4-12-12-18-20-8 z"
          transform="translate(0 -20)"
          fill="#c2410c"
        />
        <path d="M340 134 l18-14 18 14 v22 h-36 z" fill="#f2b705" />
        <rect x="352" y="142" width="12" height="14" rx="2" fill="#ffffff" />
      </g>

      {/* adult */}
      <g>
        <circle cx="236" cy="214" r="15" fill="#6f2a10" />
        <Torso x={214} y={292} height={44} radius={22} fill="#c2410c" />
        <Legs xs={[220, 242]} y={290} width={10} height={34} />
        <path d="M256 258 L276 276" stroke="#c2410c" strokeWidth="9" strokeLinecap="round" />
      </g>

      {/* child */}
      <g>
        <circle cx="292" cy="252" r="11" fill="#8a6b0c" />
        <Torso x={276} y={306} height={26} radius={16} fill="#f2b705" />
        <Legs xs={[281, 295]} y={304} width={8} height={22} />
      </g>

      {/* grandparent with a cane */}
      <g>
        <circle cx="386" cy="218" r="14" fill="#e5e7eb" />
        <circle cx="386" cy="222" r="11" fill="#d88563" />
        <Torso x={366} y={294} height={40} radius={20} fill="#1f7a66" />
        <Legs xs={[371, 392]} y={292} width={9} height={32} />
        <path
          d="M414 258 v66 M414 258 q0-8 -8-8"
          stroke="#6f2a10"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
      </g>

      {/* dog */}
      <g>
        <ellipse cx="168" cy="306" rx="30" ry="15" fill="#ffffff" />
        <circle cx="198" cy="292" r="13" fill="#ffffff" />
        <path d="M192 280 q-6-12 4-10 q4 4 2 12 z" fill="#6f2a10" />
        <circle cx="202" cy="290" r="2.5" fill="#1f2a37" />
        <Legs xs={[146, 176]} y={312} width={7} height={16} fill="#ffffff" />
        <path
          d="M138 300 q-12-8 -8-18"
          stroke="#ffffff"
          strokeWidth="6"
          strokeLinecap="round"
          fill="none"
        />
      </g>
    </svg>
  );
}
