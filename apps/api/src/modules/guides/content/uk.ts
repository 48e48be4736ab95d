// The England and Wales chapter of the savings guide (the rest of the UK, beside Scotland and
// Northern Ireland). Our own words, checked against how the country works.
import type { Chapter } from '../render-pdf.ts';

export const englandAndWales: Chapter = {
  title: 'England and Wales: where to go and getting around',
  blocks: [
    {
      p: 'Trips to Ireland and Scotland often start or end in England, and Wales is an hour or two from several ferry ports to Ireland. These are the places our operators combine most often.',
    },
    { h2: 'Where to go' },
    {
      list: [
        'London: the national museums and galleries, most of them free to enter, royal parks, theatre and markets. Three nights is a good first stay.',
        'Oxford and the Cotswolds: college quadrangles, then honey-coloured villages best seen slowly, by car or with a guide.',
        'Bath and Stonehenge: the Roman Baths and Georgian crescents, and the stone circle on Salisbury Plain, easily combined in a day.',
        "York and the north: the Minster and city walls, the Yorkshire Dales and the North York Moors, and Hadrian's Wall on the way to Scotland.",
        'The Lake District: lakes and fells for walkers, and a natural stop between England and Scotland.',
        'Cornwall and Devon: coves, coastal paths and fishing harbours at the far south-west.',
        'Wales: the mountains of Eryri (Snowdonia), the castles of Conwy and Caernarfon, the Pembrokeshire coast, and Cardiff. Ferries to Ireland leave from Holyhead, Fishguard and Pembroke Dock.',
      ],
    },
    { h2: 'Getting around' },
    {
      list: [
        'Trains link the cities well. Advance tickets for a fixed train are usually much cheaper than buying on the day, and a railcard can take a third off most fares for the people it covers.',
        'Do not drive in central London: public transport is quicker, and the city charges vehicles to enter its centre and its low-emission zone.',
        'A hire car, or a driver-guide, is the easiest way to see the Cotswolds, the Lakes, the Dales, Cornwall and rural Wales.',
        'England and Wales use the pound sterling, drive on the left, measure road distances in miles, and use Type G sockets.',
      ],
    },
    {
      tip: 'Combining countries? London to Edinburgh by train, Scotland to Northern Ireland by ferry from Cairnryan, and Wales to Dublin by ferry from Holyhead all make good travelling days in their own right. Tell your operator where you start and end, and they can plan the connections.',
    },
    { h2: 'Entry to the UK' },
    {
      p: "Many visitors who do not need a visa for the UK now need an Electronic Travel Authorisation (ETA) before they travel. Check the UK government's rules for your nationality when you book. Ireland has its own, separate rules.",
    },
  ],
};
