/**
 * The routes of a screen at one address (a detail page, a company's
 * financing companies): the screen at the address itself, any aliases it
 * has, and 'Page not found' for every other sub-path (spec 01 §2).
 */
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MSG } from '../domain/messages';
import { PageHeader } from './page-header';

export interface ScreenRoutesProps {
  /** The screen at the address. */
  children: ReactElement;
  /** More <Route>s beside it (sub-paths that show the screen too). */
  more?: ReactNode;
}

export function ScreenRoutes({ children, more }: ScreenRoutesProps) {
  return (
    <Routes>
      <Route index element={children} />
      {more}
      <Route path="*" element={<PageHeader title={MSG.pageNotFound} />} />
    </Routes>
  );
}
