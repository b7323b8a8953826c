import { describe, expect, it } from 'vitest';
import { countLayout } from '../scripts/layout-count.ts';

describe('countLayout (the pinned-children figure of the corpus report)', () => {
  it('counts children of Box, Row and Column, and pins only coordinates from the top-left corner', async () => {
    const source = `
@Composable
fun Screen(modifier: Modifier = Modifier) {
    Box(modifier = modifier.fillMaxSize()) {
        Text(text = "pinned", modifier = Modifier.padding(start = 16.dp, top = 40.dp).size(10.dp))
        Text(text = "aligned", modifier = Modifier.align(Alignment.TopEnd).padding(top = 8.dp, end = 16.dp))
        Box(modifier = Modifier.offset(x = 3.dp).size(4.dp))
        Spacer(modifier = Modifier.padding(start = 2.dp).size(1.dp))
        if (show) {
            Icon(modifier = Modifier.padding(top = 2.dp))
        }
        Column(modifier = Modifier.align(Alignment.BottomCenter)) {
            Text(text = "a")
            Spacer(modifier = Modifier.height(8.dp))
            Text(text = "b", modifier = Modifier.padding(start = 4.dp))
        }
    }
}`;
    // Box: pinned, aligned, offset, Icon (pinned, inside an if), Column (aligned); the Spacer is left out.
    // Column: two Texts, neither pinned (padding in a Column is not a coordinate in a Box).
    expect(await countLayout(source)).toEqual({ children: 7, pinned: 3, placed: 4 });
  });

  it('reads a chain whose padding is the auto-layout padding after the size as not placed', async () => {
    const source = `
fun A() {
    Box {
        Row(modifier = Modifier.size(10.dp).background(Color.Red).padding(start = 4.dp)) { Text(text = "x") }
    }
}`;
    expect(await countLayout(source)).toEqual({ children: 2, pinned: 0, placed: 0 });
  });
});
