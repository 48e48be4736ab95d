// The demo logins `npm start` prints and the README lists.
export const DEMO_PASSWORD = 'triptender';

export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@triptender.example', name: 'Alex Byrne' },
  { role: 'company manager', email: 'siobhan@emeraldisletours.example', name: "Siobhán O'Connor (Emerald Isle Tours)" },
  { role: 'company agent', email: 'conor@emeraldisletours.example', name: 'Conor Walsh (Emerald Isle Tours)' },
  { role: 'company finance', email: 'aoife@emeraldisletours.example', name: 'Aoife Kelly (Emerald Isle Tours)' },
  { role: 'company manager', email: 'fiona@highlandtrails.example', name: 'Fiona MacLeod (Highland Trails Scotland)' },
  { role: 'company agent', email: 'ewan@highlandtrails.example', name: 'Ewan Fraser (Highland Trails Scotland)' },
  { role: 'company manager', email: 'ciara@causewaycoast.example', name: 'Ciara Devlin (Causeway Coast Journeys)' },
  { role: 'company manager', email: 'orla@atlanticwaytours.example', name: 'Orla Byrne (Atlantic Way Tours)' },
  { role: 'company manager', email: 'niall@burrenway.example', name: 'Niall Moore (Burren Way Travel)' },
  { role: 'traveller', email: 'sarah.mitchell@example.com', name: 'Sarah Mitchell' },
  { role: 'traveller', email: 'james.carter@example.com', name: 'James Carter' },
  { role: 'traveller', email: 'maeve.quinn@example.com', name: 'Maeve Quinn (quotes to compare)' },
  { role: 'traveller', email: 'maeve.byrne@example.com', name: 'Maeve Byrne (conversations)' },
  { role: 'traveller', email: 'owen.murphy@example.com', name: 'Owen Murphy' },
] as const;
