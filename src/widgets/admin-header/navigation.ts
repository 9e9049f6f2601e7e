/** Where the header sends the page (log out → sign-in page); an object, so tests can watch it. */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
};
