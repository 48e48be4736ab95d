// The free savings guide, one edition per lead-magnet page, built from our own content
// (./content) into a PDF the first time it is asked for, and kept for the life of the process.
import { MARKETING_LEAD_TITLES } from '@triptender/contract/enums';
import { GUIDE_EDITIONS, type GuideEdition, guidePath } from '@triptender/contract/site-facts';
import { irelandPlaces, irelandPractical } from './content/ireland.ts';
import {
  budgetPlanner,
  compareQuotes,
  howToTravel,
  packingList,
  planningWithOperators,
  questionsToAsk,
  waysToSave,
} from './content/planning.ts';
import { scotlandPlaces, scotlandPractical } from './content/scotland.ts';
import { englandAndWales } from './content/uk.ts';
import { type Chapter, type GuideDocument, renderGuidePdf } from './render-pdf.ts';

const COUNTRY_CHAPTERS: Record<GuideEdition, Chapter[]> = {
  all: [irelandPlaces, irelandPractical, scotlandPlaces, scotlandPractical, englandAndWales],
  ireland: [irelandPlaces, irelandPractical],
  scotland: [scotlandPlaces, scotlandPractical],
};

const WHERE: Record<GuideEdition, string> = {
  all: 'Ireland, Scotland and the rest of the UK',
  ireland: 'Ireland',
  scotland: 'Scotland',
};

/** A guide's title: the title of its lead-magnet offer ('Ireland Travel Savings Guide'). */
export const guideTitle = (edition: GuideEdition) => MARKETING_LEAD_TITLES[`lead-magnet-${edition}`];

/** What an edition says: its country chapters between planning and the practical chapters. */
export function guideDocument(edition: GuideEdition): GuideDocument {
  return {
    title: guideTitle(edition),
    subtitle: `Where to go, when to go, and how to get a trip to ${WHERE[edition]} planned well for a fair price.`,
    intro:
      'This guide is written by the TripTender team for travellers planning a trip with local tour operators. ' +
      'It covers the places worth your time, the seasons, getting around, the questions to ask an operator and ' +
      'how to compare their quotes, with a budget worksheet and a packing list at the end. It is free to share.',
    chapters: [
      planningWithOperators,
      ...COUNTRY_CHAPTERS[edition],
      howToTravel,
      questionsToAsk,
      compareQuotes,
      waysToSave,
      budgetPlanner,
      packingList,
    ],
  };
}

export type Guide = { edition: GuideEdition; title: string; bytes: Uint8Array; pages: number };

const built = new Map<GuideEdition, Promise<Guide>>();

/** An edition's PDF and its real page count: built on first use, then served from memory. */
export function getGuide(edition: GuideEdition): Promise<Guide> {
  let guide = built.get(edition);
  if (!guide) {
    guide = renderGuidePdf(guideDocument(edition)).then((pdf) => ({ edition, title: guideTitle(edition), ...pdf }));
    // a failed build is not kept: the next request tries again
    guide.catch(() => built.delete(edition));
    built.set(edition, guide);
  }
  return guide;
}

/** Every edition's title, page count and download path, for the public pages (GET /v1/stats). */
export async function guideFacts() {
  const guides = await Promise.all(GUIDE_EDITIONS.map(getGuide));
  return guides.map((g) => ({ edition: g.edition, title: g.title, pages: g.pages, url: guidePath(g.edition) }));
}
