import './activity-filters.css';

/** Class of the activity filters' option lists: 48 px options on a phone (activity-filters.css). */
export const FILTER_POPUP_CLASS = 'activity-filter-popup';
