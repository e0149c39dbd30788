import { mentionMatches, projectDomain } from './mentions';

describe('what names a project', () => {
  const project = { name: 'CrumbCRM', url: 'https://www.Crumb.example/pricing' };

  it('When a post has the name as a whole word in any case, or the domain without www, then each counts once', () => {
    expect(mentionMatches(project, 'Has anyone tried crumbcrm?')).toEqual(['CrumbCRM']);
    expect(mentionMatches(project, 'see https://www.crumb.example/blog')).toEqual(['crumb.example']);
    expect(mentionMatches(project, 'CrumbCRM (crumb.example) is nice')).toEqual(['CrumbCRM', 'crumb.example']);
  });

  it('When the name is only part of a longer word, or the domain of another site, then nothing names the project', () => {
    expect(mentionMatches(project, 'CrumbCRMs and MyCrumbCRM')).toEqual([]);
    expect(mentionMatches(project, 'crumb.examples.org or notcrumb.example')).toEqual([]);
    expect(projectDomain('not a url')).toBeNull();
  });
});
