import { type CSSProperties, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { registerToasterHost } from '@/lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function Mounted({ onMounted }: { onMounted: () => void }) {
  // runs after the Toaster sibling before it has subscribed to the toast store
  useEffect(onMounted, [onMounted]);
  return null;
}

// sonner's rich colours put mid-tone text on pale backgrounds (its success green reads at 4.3:1, its
// warning orange at under 3:1); these darker texts keep every toast above WCAG AA's 4.5:1
const READABLE_COLORS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#b91c1c',
} as CSSProperties;

/** Mounts sonner's Toaster the first time a toast is shown (see lib/toast.ts). */
export function ToasterHost() {
  const [active, setActive] = useState(false);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    registerToasterHost((onMounted) => {
      waiting.current.push(onMounted);
      setActive(true);
    });
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton style={READABLE_COLORS} />
      <Mounted
        onMounted={() => {
          for (const fn of waiting.current.splice(0)) fn();
        }}
      />
    </Suspense>
  );
}
