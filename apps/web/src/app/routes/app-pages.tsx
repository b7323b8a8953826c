import type { RouteObject } from 'react-router';

export const appPages: RouteObject[] = [];
