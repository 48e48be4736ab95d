/** Ireland and the rest of the site are green; Scotland is blue. */
export type Tone = 'green' | 'blue';

export const TONE = {
  green: {
    text: 'text-brand-700',
    bg: 'bg-brand-700',
    soft: 'bg-brand-50',
    ring: 'ring-brand-200',
    button: 'bg-brand-700 text-white hover:bg-brand-800',
    /** A white button on a band of the tone's colour. */
    onBand: 'text-brand-800 hover:bg-brand-50',
  },
  blue: {
    text: 'text-sky-brand-700',
    bg: 'bg-sky-brand-700',
    soft: 'bg-blue-50',
    ring: 'ring-blue-200',
    button: 'bg-sky-brand-700 text-white hover:bg-blue-800',
    onBand: 'text-sky-brand-700 hover:bg-blue-50',
  },
} as const;
