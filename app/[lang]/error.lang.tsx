'use client';

export { default } from '@/components/layout/PageError';
