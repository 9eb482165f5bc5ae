/** The `{id}` of /CC33/{id} and /elmo/{id}, as the site's routes accept it. */
export const ATTRIBUTION_ID = /^[A-Za-z0-9_-]{1,64}$/;
