export type Faq = { question: string; answer: string };
export type FaqGroup = { title: string; faqs: Faq[] };
export type Testimonial = { quote: string; name: string; from: string; trip: string; rating: number };
export type Place = { name: string; region: string; description: string; image: string };
/** A landing page's places carousel: what the section says, then the places. */
export type PlacesSection = { intro: string; items: Place[] };
/** A landing page's testimonials: the section's title, then what travellers said. */
export type TestimonialsSection = { title: string; items: Testimonial[] };
