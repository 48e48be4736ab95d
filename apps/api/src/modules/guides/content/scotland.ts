// The Scotland chapters of the savings guide: where to go, when, and how to get around. Our own
// words, checked against how the country works.
import type { Chapter } from '../render-pdf.ts';

export const scotlandPlaces: Chapter = {
  title: 'Scotland: where to go',
  blocks: [
    {
      p: 'Scotland rewards slow travel: the drive from Edinburgh to Skye alone is most of a day if you stop to look. Pick a few bases and let the landscape set the pace.',
    },
    { h2: 'Edinburgh and Glasgow' },
    {
      p: "Edinburgh's Old and New Towns, the castle, the Royal Mile and the climb up Arthur's Seat make two or three nights well spent. In August the city hosts its festivals, including the Fringe: wonderful, and every room is booked months ahead. Glasgow, an hour away, has grand Victorian streets, free museums such as Kelvingrove, and the best live music in the country.",
    },
    { h2: 'The Highlands' },
    {
      list: [
        'Loch Lomond and the Trossachs: lochs and hills within reach of Glasgow, and a gentle first night on the road north.',
        'Glencoe and Fort William: dramatic mountain scenery, and Ben Nevis, the highest mountain in the UK. The Glenfinnan Viaduct is nearby.',
        'Inverness and Loch Ness: the capital of the Highlands, Urquhart Castle, and the battlefield of Culloden.',
        "The Cairngorms: Britain's largest national park, with forests, wildlife, Speyside and its whisky distilleries on the edge.",
        'The North Coast 500: a signposted loop of about 516 miles from Inverness around the far north. Much of it is single-track, and rooms are few: plan it, do not improvise it.',
      ],
    },
    { h2: 'The islands' },
    {
      list: [
        'Skye: the Old Man of Storr, the Quiraing and the Fairy Pools. Reached by bridge or by ferry from Mallaig. Rooms on the island sell out in summer, so book early or stay on the mainland nearby.',
        "Mull and Iona: wildlife boat trips, Tobermory's painted harbour, and the abbey on Iona.",
        'Islay: a small island with a famous cluster of whisky distilleries.',
        'Orkney: neolithic sites such as Skara Brae and the Ring of Brodgar, reached by ferry or by air.',
      ],
    },
    { h2: 'Fife and the east' },
    {
      p: 'St Andrews with its old university and golf courses, the fishing villages of the East Neuk, and Stirling with its castle and the Wallace Monument.',
    },
    {
      tip: 'A first trip of seven to ten nights: Edinburgh, north through Pitlochry to Inverness, west to Skye, south by Glencoe, and finish in Glasgow. Keep at least two nights on Skye: its weather changes by the hour.',
    },
  ],
};

export const scotlandPractical: Chapter = {
  title: 'Scotland: seasons and getting around',
  blocks: [
    { h2: 'When to go' },
    {
      list: [
        'May to September: long days (in the far north in June it barely gets dark), the most ferries and tours running, and the busiest roads on Skye and the North Coast 500.',
        'Midges, tiny biting insects, are out in the west Highlands and islands from about June to September, worst on still, damp evenings. A breeze keeps them away; repellent and a head net help.',
        'April, May and September are the sweet spots: fewer midges, fewer crowds, and good light.',
        "October to March: short days, snow on the hills and some roads, sights and island services closed or reduced. Edinburgh's Hogmanay at New Year is a celebration of its own.",
      ],
    },
    { h2: 'Driving' },
    {
      list: [
        'Traffic drives on the left, and distances are in miles.',
        'Many Highland and island roads are single-track, with passing places. Pull into a passing place on your left to let oncoming cars by, or to let a faster car overtake; never park in one.',
        'Fuel stations are far apart in the north-west: fill up when you can.',
        'Deer and sheep wander onto roads, especially at dusk.',
      ],
    },
    { h2: 'Ferries and trains' },
    {
      list: [
        'Most west coast islands are served by CalMac ferries; book a car space well ahead for summer. NorthLink sails to Orkney and Shetland.',
        'The West Highland Line from Glasgow to Fort William and Mallaig, and the Kyle Line from Inverness, are among the most scenic railways in Europe.',
        'Trains run between Edinburgh and London in around four and a half hours.',
      ],
    },
    { h2: 'Money and manners' },
    {
      list: [
        'Scotland uses the pound sterling. Scottish banks print their own notes; they are accepted in Scotland, but spend them before you leave, as shops elsewhere may refuse them.',
        'Sockets are Type G (three rectangular pins), 230 volts.',
        'The Scottish Outdoor Access Code gives everyone the right to walk on most land, responsibly: leave gates as you find them and keep dogs under control near livestock.',
      ],
    },
  ],
};
