/** Where each share link leads, with the item's title, address and the start of its text. */
export interface ShareLinks {
  whatsapp: string;
  facebook: string;
  email: string;
}

/**
 * The share links of an item: WhatsApp's (the title and the address as the message), Facebook's
 * sharer (the address: Facebook reads the page's Open Graph tags) and an e-mail (the title as
 * the subject, the excerpt and the address as the body). Every value percent-encoded.
 */
export function shareLinks({ title, url, excerpt }: { title: string; url: string; excerpt: string }): ShareLinks {
  const encode = encodeURIComponent;
  return {
    whatsapp: `https://wa.me/?text=${encode(`${title}\n${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    email: `mailto:?subject=${encode(title)}&body=${encode(`${excerpt}\n\n${url}`)}`,
  };
}
