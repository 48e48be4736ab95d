// The Ireland chapters of the savings guide: where to go, when, and how to get around (the island
// of Ireland, the Republic and Northern Ireland). Our own words, checked against how the country works.
import type { Chapter } from '../render-pdf.ts';

export const irelandPlaces: Chapter = {
  title: 'Ireland: where to go',
  blocks: [
    {
      p: 'Ireland is small on the map and large on the road. Rather than trying to see all of it, choose two or three regions and give each of them time. These are the ones our operators plan most often.',
    },
    { h2: 'Dublin and the east' },
    {
      p: "Georgian squares, Trinity College and the Book of Kells, Kilmainham Gaol and a pub culture of its own. Two nights is enough for a first taste. The Wicklow Mountains and the monastic site of Glendalough are an easy day out, and the Boyne Valley's passage tombs at Newgrange are older than the pyramids of Giza.",
    },
    { h2: 'The Wild Atlantic Way' },
    {
      p: 'A signposted coastal route of about 2,600 km down the west coast, from Donegal to West Cork. Nobody drives all of it in one trip: pick a stretch and slow down.',
    },
    {
      list: [
        'Clare: the Cliffs of Moher, and the limestone pavements of the Burren, with traditional music in Doolin and Ennistymon.',
        'Galway and Connemara: a lively small city, then lakes, bog and mountains, Kylemore Abbey, and ferries to the Aran Islands.',
        'Kerry: the Ring of Kerry, Killarney National Park, and the Dingle Peninsula with its Slea Head loop. Boat trips to Skellig Michael run in summer only, in good weather, and sell out early.',
        'West Cork: fishing villages, islands and gardens, and good food from Kinsale to Bantry.',
        'Donegal and Mayo: wilder and quieter, with the sea cliffs of Slieve League, Glenveagh National Park and Achill Island.',
      ],
    },
    { h2: 'The south and the midlands' },
    {
      p: 'Cork city and its English Market; Cobh, the last port of call of the Titanic; the medieval streets of Kilkenny; the Rock of Cashel in Tipperary; and the early Christian site of Clonmacnoise on the Shannon, a good stop on the drive from Dublin to the west.',
    },
    { h2: 'Northern Ireland' },
    {
      p: "Belfast, with Titanic Belfast where the ship was built, and the Causeway Coastal Route: the basalt columns of the Giant's Causeway, the Carrick-a-Rede rope bridge and Dunluce Castle. It combines well with Donegal, or with Scotland by ferry from Belfast to Cairnryan.",
    },
    {
      tip: 'A first trip of seven to ten nights works well as a loop: Dublin, then west to Galway or Clare, south to Kerry, and back by Cork or Kilkenny. Add Northern Ireland or Donegal with a few more nights, not fewer elsewhere.',
    },
  ],
};

export const irelandPractical: Chapter = {
  title: 'Ireland: seasons and getting around',
  blocks: [
    { h2: 'When to go' },
    {
      p: 'Ireland is mild all year and it can rain in any month, so the season is a matter of light, crowds and prices more than of weather.',
    },
    {
      list: [
        'June to August: the longest days, the busiest roads and the highest room rates. Book early for Kerry, Dingle and Galway.',
        'April, May, September and October: quieter, cheaper, and most sights and boat trips are running. Our favourite time to go.',
        "November to March: short days and some rural sights and ferries close or keep short hours, but cities, pubs and fireside hotels are at their best, and rates are lowest. St Patrick's Day, 17 March, fills Dublin.",
      ],
    },
    { h2: 'Money, plugs and paperwork' },
    {
      list: [
        'The Republic of Ireland uses the euro; Northern Ireland uses the pound sterling. Cards are accepted almost everywhere, including contactless.',
        'Sockets are Type G (three rectangular pins), 230 volts, on both sides of the border.',
        'The Republic is not part of the UK and has its own entry rules: check what your nationality needs for each if you visit both.',
      ],
    },
    { h2: 'Driving' },
    {
      list: [
        'Traffic drives on the left. Most hire cars are manual; ask for an automatic early if you need one.',
        'Country roads are narrow, winding and often lined with stone walls or hedges: plan on less distance per hour than at home, and add time for stops.',
        'The M50 ring road around Dublin has a barrier-free toll, paid online by 8 pm the next day; ask your hire company how they handle it.',
        "Check the car's insurance and excess before you travel. Some credit card car-hire cover is not accepted in Ireland, and the hire desk may then ask you to buy theirs.",
        'Speed limits in the Republic are in kilometres per hour, and in Northern Ireland in miles per hour.',
      ],
    },
    { h2: 'Without a car' },
    {
      p: 'Trains link Dublin with Belfast, Galway, Cork, Killarney and other cities, and express coaches cover most towns. For the coast and the countryside, a driver-guide or a small-group tour is the easiest way to reach places the buses do not.',
    },
  ],
};
