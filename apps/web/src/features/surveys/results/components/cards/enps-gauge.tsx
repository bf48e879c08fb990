/** The band a score falls in: below zero, zero to 29, 30 and above. */
export function enpsBand(score: number): 'bad' | 'neutral' | 'good' {
  return score < 0 ? 'bad' : score < 30 ? 'neutral' : 'good';
}

const R = 80;
const point = (score: number) => {
  const angle = Math.PI * (1 - (score + 100) / 200);
  return { x: 100 + R * Math.cos(angle), y: 100 - R * Math.sin(angle) };
};

/**
 * A half-circle from −100 to +100 filled up to the score. A picture only: the score and its
 * groups are written beside it.
 */
export function EnpsGauge({ score }: { score: number | null }) {
  const end = point(score ?? -100);
  return (
    <svg className="gl-enps-gauge" viewBox="0 0 200 110" aria-hidden="true" focusable="false">
      <g className="gl-enps-gauge__arc">
        <path className="gl-enps-gauge__track" d={`M 20 100 A ${R} ${R} 0 0 1 180 100`} />
        {score !== null && score > -100 ? (
          <path
            className={`gl-enps-gauge__value gl-enps-gauge__value--${enpsBand(score)}`}
            d={`M 20 100 A ${R} ${R} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`}
          />
        ) : null}
      </g>
    </svg>
  );
}
