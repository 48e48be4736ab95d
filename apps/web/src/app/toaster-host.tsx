import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { registerToasterHost } from '@/lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function Mounted({ onMounted }: { onMounted: () => void }) {
  // runs after the Toaster sibling before it has subscribed to the toast store
  useEffect(onMounted, [onMounted]);
  return null;
}

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
      <Toaster position="top-right" richColors closeButton />
      <Mounted
        onMounted={() => {
          for (const fn of waiting.current.splice(0)) fn();
        }}
      />
    </Suspense>
  );
}
