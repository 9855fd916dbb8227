// @vitest-environment node
describe('cdn/loader.js entry', () => {
  it('does nothing outside a browser (server rendering, Node)', async () => {
    const errors = vi.spyOn(console, 'error');
    await import('./loaderScript');
    expect('casino' in globalThis).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});
