import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = {
  scrollPrev(): void;
  scrollNext(): void;
  selected(): number;
  onSelect(fn: () => void): () => void;
};

/**
 * Embla, attached to a viewport that is already on the page. Loaded only when the carousel comes
 * near the screen, so the carousel engine is not part of the page's first load.
 */
export default function CarouselEngine({
  viewport,
  onReady,
}: {
  viewport: HTMLElement;
  onReady: (api: CarouselApi) => void;
}) {
  const [attach, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    if (!embla) return;
    onReady({
      scrollPrev: () => embla.scrollPrev(),
      scrollNext: () => embla.scrollNext(),
      selected: () => embla.selectedScrollSnap(),
      onSelect: (fn) => {
        embla.on('select', fn).on('reInit', fn);
        return () => {
          embla.off('select', fn).off('reInit', fn);
        };
      },
    });
  }, [embla, onReady]);
  return null;
}
