import { useState } from 'react'

// create-vite's App shows Vite's logos; this one keeps its shape without the assets.
function App() {
  const [count, setCount] = useState(0)

  return (
    <button type="button" onClick={() => setCount((count) => count + 1)}>
      Count is {count}
    </button>
  )
}

export default App
