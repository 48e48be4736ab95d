// The chapters every edition of the savings guide shares: planning with local operators, choosing
// how to travel, what to ask, how to compare quotes, ways to save, a budget worksheet and packing.
// Our own words; keep them free of figures we cannot stand behind (prices, averages, "up to" claims).
import type { Chapter } from '../render-pdf.ts';

export const planningWithOperators: Chapter = {
  title: 'Planning a trip with local operators',
  blocks: [
    {
      p: 'A local tour operator lives with the roads, the weather and the hotels you are about to book. They know which castle is closed for restoration this year, which ferry sells out by March, and which family-run guesthouse has the best breakfast in the county. They also buy rooms, cars, drivers and guides all year round, often at rates a traveller booking one trip cannot get.',
    },
    {
      p: 'TripTender puts you in touch with several of them at once. You describe your trip once: where, when, how many of you, how many nights, the kind of trip and how you like to travel. Operators who want to plan it take on your request and send you a quote with an itinerary and a total price. You compare them side by side, ask questions in the chat, and accept the one you like. There is no obligation to book, and it costs you nothing.',
    },
    { h2: 'Describe the trip you want, not the trip you think is possible' },
    {
      p: 'The more you say, the better the quotes. Useful things to mention in your special requests:',
    },
    {
      list: [
        'The three or four things you would be disappointed to miss.',
        'How you like to spend a day: early starts and long walks, or late breakfasts and one sight a day.',
        'Anyone with limited mobility, dietary needs, or a fear of narrow mountain roads.',
        'The standard of room you expect: guesthouses, country houses, castles, or simply clean and central.',
        'Whether your flights are booked, and where and when you land and leave.',
        'A budget, if you have one in mind: operators then spend it where it matters to you.',
      ],
    },
    {
      tip: 'If you claimed our 15% first-booking discount, every operator who looks at your request sees it, and so do you next to each quote. Operators apply it to their price themselves: before you accept, check that the quote you choose says it includes the discount, and ask in the chat if it does not.',
    },
    { h2: 'What happens after you post' },
    {
      p: 'Operators usually start with a question or two in the chat: your pace, your budget, a detail of your dates. Answer them: a short reply often turns a standard itinerary into one planned around you. Quotes arrive one by one, and we email you as each one comes in. You can accept one, decline the others with a reason, or close your request if your plans change.',
    },
  ],
};

export const howToTravel: Chapter = {
  title: 'Choosing how to travel',
  blocks: [
    {
      p: 'The same ten days can be a road trip, a guided tour or a mix of both. Each suits a different traveller, and each changes what a quote includes.',
    },
    { h2: 'Self-drive' },
    {
      p: 'You drive a hire car on an itinerary the operator plans, with your accommodation booked and a route for each day. It gives you the most freedom and usually the lowest price. It suits confident drivers who are happy on the left-hand side of the road and on narrow country lanes. Ask for realistic daily driving times rather than distances: rural roads in Ireland and Scotland are slower than they look on a map.',
    },
    { h2: 'A private driver-guide' },
    {
      p: 'A local guide drives you in a comfortable car or minibus and shapes each day around you: stopping where you want, telling the stories behind what you see, and taking the stress of the roads away. It costs more than self-drive, but for a group of four to eight the price per person can come close. Many travellers mix the two: a guide for the hardest days, a hire car for the rest.',
    },
    { h2: 'Coach tours' },
    {
      p: 'A scheduled coach tour with a set route and a group of other travellers is usually the simplest option for someone travelling alone or who does not want to drive. You see the famous sights efficiently, with less control over the pace.',
    },
    { h2: 'Not sure yet?' },
    {
      p: 'Choose "Don\'t know yet" when you post your trip and say what matters to you. Operators can then quote two versions, for example self-drive with two guided days, and you can compare them.',
    },
  ],
};

export const questionsToAsk: Chapter = {
  title: 'What to ask an operator before you book',
  blocks: [
    {
      p: 'Good operators are glad to answer these. Ask them in the chat before you accept a quote, and keep the answers: they are part of what you are buying.',
    },
    { h2: 'About the operator' },
    {
      checklist: [
        'Are you licensed or bonded for the trip you are selling me, and by whom? (For packages, ask how your money is protected if the company fails.)',
        'How long have you been planning trips in this country, and who will I deal with while I am travelling?',
        'Who do I call if something goes wrong on the road, and at what hours?',
      ],
    },
    { h2: 'About the price' },
    {
      checklist: [
        'Is the price the total for our whole group, and in which currency?',
        'What exactly is included: rooms and their type, breakfasts and other meals, entrance fees, ferries, parking, tolls, guides, transfers?',
        'What is not included, and roughly what will it cost us on the day?',
        'How much is the deposit, when is the balance due, and how can we pay?',
        'What happens if we cancel, or change our dates, and by when?',
        'If I claimed the 15% first-booking discount: is it included in this price?',
      ],
    },
    { h2: 'About the days themselves' },
    {
      checklist: [
        'How long will we drive or travel each day, in hours?',
        'Which nights are in the same place, and where do we change hotels?',
        'Which tickets or tables are booked for a set time, and which are free to choose?',
        'What is the plan for a day of bad weather?',
        'For self-drive: what insurance comes with the car, what is the excess, and can we reduce it?',
      ],
    },
  ],
};

export const compareQuotes: Chapter = {
  title: 'How to compare quotes',
  blocks: [
    {
      p: 'The lowest total is not always the cheapest trip. Two quotes for the same dates can differ in what they include, in the standard of the rooms, and in how many hours you will spend in a car. Compare them line by line before you compare prices.',
    },
    { h2: 'Put them on the same footing' },
    {
      list: [
        'Use the price per person for a quick feel, and the total for the decision: TripTender shows both next to every quote.',
        'List what each quote includes. Add an estimate for what one leaves out and another includes (meals, entrance fees, ferries, a guide) before comparing totals.',
        'Check the currency. A quote in euro and one in pounds or dollars cannot be compared until you convert them at the same rate.',
        'Check the dates a quote is valid until: prices for peak weeks move quickly.',
      ],
    },
    { h2: 'Look past the price' },
    {
      list: [
        'Read the itinerary day by day. Does it include the places on your list? Is any day a marathon behind the wheel?',
        'Look at the rooms: location matters as much as stars, especially in cities and on islands.',
        "Read the operator's reviews and badges on TripTender, and how quickly and clearly they answered your questions.",
        'Ask about anything vague. "Transfers included" can mean a private car or a shared shuttle.',
      ],
    },
    {
      tip: 'Shortlist two or three quotes, then tell those operators what you liked in the others. Many will adjust their itinerary or explain the difference in price, and you lose nothing by asking.',
    },
    { h2: 'Before you accept' },
    {
      p: 'Accepting a quote tells the operator you want to book it and declines the others. Make sure you have the final itinerary, the total price, the payment terms and the cancellation terms in writing, in the chat or by email, before you pay a deposit.',
    },
  ],
};

export const waysToSave: Chapter = {
  title: 'Ways to save without cutting corners',
  blocks: [
    {
      list: [
        'Travel in the shoulder months. April, May, September and October bring quieter roads and lower room rates than July and August, with most sights open.',
        'Stay two or three nights in each base. You unpack less, and operators can often get a better rate for a longer stay.',
        'Be flexible by a few days. Moving your dates by a week can avoid a festival, a big match or a school holiday that fills every room in town.',
        'Mix self-drive with a guided day or two. You keep the freedom and the lower price of a hire car, and leave the hardest roads to a professional.',
        'Book the things that sell out early. Island ferries with a car, small boat trips, summer rooms on popular islands and festival weeks in the cities fill months ahead; late bookings pay more, or miss out.',
        'Compare complete quotes, not headline prices. A cheaper quote that leaves out breakfasts, ferries and entrance fees may cost you more on the road.',
        'Use free sights. Many national museums and galleries in Dublin, Edinburgh, Glasgow, Cardiff and London are free to enter, and so are most of the great walks.',
        'Ask what the operator can add at their rate: a private guide, a cooking class or a distillery tour often costs less booked with your trip than on the day.',
      ],
    },
  ],
};

export const budgetPlanner: Chapter = {
  title: 'Your budget worksheet',
  blocks: [
    {
      p: 'Use this list to see the whole cost of your trip, not just the quote. Fill in what the quote covers first, then estimate the rest, per day or for the whole trip.',
    },
    {
      checklist: [
        'Flights, and getting to and from the airport at home.',
        'The quote you accept: total for the group, and the deposit and balance dates.',
        'Meals the quote does not include: lunches, dinners, snacks on the road.',
        'Fuel, tolls and parking for a hire car.',
        'Entrance fees and tours not included in the quote.',
        'Ferries and trains not included in the quote.',
        'Travel insurance, and any reduction of the car-hire excess.',
        'Tips for guides and drivers, if you wish to give them.',
        'Phone data, souvenirs and a margin for the unexpected.',
      ],
    },
    {
      tip: 'Ask your operator which of these their quote already covers. Knowing the true difference between two quotes is often worth more than the difference in their totals.',
    },
  ],
};

export const packingList: Chapter = {
  title: 'Packing list',
  blocks: [
    {
      p: 'The weather on these islands changes quickly, in every season. Pack layers rather than bulk, and you will be comfortable in sun, wind and rain on the same day.',
    },
    {
      checklist: [
        'A waterproof jacket with a hood, and a warm mid-layer (fleece or light down).',
        'Comfortable walking shoes that can get wet, and a second pair to change into.',
        'A small daypack for walks, with a water bottle.',
        'A plug adapter for Type G sockets (three rectangular pins), used in Ireland and the whole of the UK.',
        'Your driving licence, and an international driving permit if your licence is not in English or your hire company asks for one.',
        'Passport, any entry authorisation your nationality needs, travel insurance details, and copies of your bookings.',
        'Sunglasses and sun cream: long summer days in the north can burn.',
        'For the Scottish Highlands and islands in summer: insect repellent for midges.',
        'A phone with offline maps downloaded: signal is patchy on mountain and coast roads.',
      ],
    },
  ],
};
