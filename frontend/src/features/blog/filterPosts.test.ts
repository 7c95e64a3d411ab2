import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../content/blogPosts';
import { filterPosts } from './filterPosts';

const post = (title: string, excerpt: string): BlogPost => ({
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  language: 'en',
  title,
  excerpt,
  image: { src: '', alt: '', width: 1, height: 1 },
  date: '2025-09-17',
  readTime: 5,
});

const rally = post('A Peace Rally in Memory of the Martyrs', 'Students walked together for peace.');
const sports = post('Annual Sports Day', 'Races, football and a tug of war on the school ground.');
const posts = [rally, sports];

describe('filterPosts', () => {
  it('keeps every post for a blank query', () => {
    expect(filterPosts(posts, '')).toEqual(posts);
    expect(filterPosts(posts, '   ')).toEqual(posts);
  });

  it('matches the title, in any case', () => {
    expect(filterPosts(posts, 'PEACE rally')).toEqual([rally]);
  });

  it('matches the excerpt', () => {
    expect(filterPosts(posts, 'football')).toEqual([sports]);
  });

  it('needs every word, in any order', () => {
    expect(filterPosts(posts, 'rally students')).toEqual([rally]);
    expect(filterPosts(posts, 'rally football')).toEqual([]);
  });

  it('ignores accents', () => {
    expect(filterPosts(posts, 'péace')).toEqual([rally]);
  });

  it('finds Nepali words whole: their vowel signs count', () => {
    const dashain = post('दसैँको बिदा', 'विद्यालय असोज २५ देखि बन्द रहनेछ।');
    const result = post('वार्षिक परीक्षाको नतिजा', 'कक्षा ६ को नतिजा प्रकाशित भयो।');
    expect(filterPosts([dashain, result], 'बिदा')).toEqual([dashain]);
    expect(filterPosts([dashain, result], 'नतिजा कक्षा')).toEqual([result]);
    // Without their vowel signs, "बदा" would be in "बिदा", and "लाय" in "विद्यालय".
    expect(filterPosts([dashain, result], 'बदा')).toEqual([]);
    expect(filterPosts([dashain, result], 'लाय')).toEqual([]);
  });

  it('finds nothing for a word in no post', () => {
    expect(filterPosts(posts, 'examination')).toEqual([]);
  });
});
