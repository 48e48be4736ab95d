export type Faq = { question: string; answer: string };
export type FaqGroup = { title: string; faqs: Faq[] };
export type Testimonial = { quote: string; name: string; from: string; trip: string; rating: number };
export type Place = { name: string; region: string; description: string; image: string };
