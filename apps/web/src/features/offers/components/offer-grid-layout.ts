/** 1 column on small screens, 2 on medium, 3 on large (spec 000 §2): the grid and its skeleton alike. */
export const offerGridClassName = "grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3";
