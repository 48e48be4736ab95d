import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import type { Place } from '../content/types.ts';
import { Illustration } from './illustration.tsx';
import type { CarouselApi } from './carousel-engine.tsx';
import { ChevronIcon } from './icons.tsx';
import { TONE, type Tone } from './tone.ts';

const CarouselEngine = lazy(() => import('./carousel-engine.tsx'));

/**
 * A looping carousel of places: one card per view on phones, two on tablets, three on desktops.
 * The cards are plain markup (prerendered, readable without JavaScript); the engine that slides
 * and loops them loads when the carousel nears the screen or is touched.
 */
export function PlacesCarousel({ places, label, tone = 'green' }: { places: Place[]; label: string; tone?: Tone }) {
  const root = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const queued = useRef<'prev' | 'next' | null>(null);

  useEffect(() => {
    const el = root.current!;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
      rootMargin: '400px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selected());
    const off = api.onSelect(update);
    if (queued.current) api[queued.current === 'prev' ? 'scrollPrev' : 'scrollNext']();
    queued.current = null;
    return off;
  }, [api]);

  const go = useCallback(
    (dir: 'prev' | 'next') => {
      if (api) api[dir === 'prev' ? 'scrollPrev' : 'scrollNext']();
      else {
        queued.current = dir;
        setWanted(true);
      }
    },
    [api],
  );

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      <div ref={setViewport} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {places.map((p, i) => (
            <div
              key={p.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${places.length}: ${p.name}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
            >
              <article className="h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <Illustration src={p.image} alt="" className="aspect-[3/2] w-full object-cover" />
                <div className="p-5">
                  <h3 className="text-lg font-semibold text-slate-900">{p.name}</h3>
                  <p className={cn('text-sm font-medium', TONE[tone].text)}>{p.region}</p>
                  <p className="mt-2 text-slate-700">{p.description}</p>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <NavButton dir="left" label="Previous place" onClick={() => go('prev')} />
        <p className="min-w-20 text-center text-sm text-slate-700" aria-live="polite">
          <span className="sr-only">Showing place </span>
          {selected + 1} / {places.length}
        </p>
        <NavButton dir="right" label="Next place" onClick={() => go('next')} />
      </div>
      {wanted && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} onReady={setApi} />
        </Suspense>
      ) : null}
    </div>
  );
}

function NavButton({ dir, label, onClick }: { dir: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-full bg-white p-2 text-slate-800 shadow ring-1 ring-slate-300 hover:bg-slate-50"
    >
      <ChevronIcon dir={dir} className="h-6 w-6" />
    </button>
  );
}
